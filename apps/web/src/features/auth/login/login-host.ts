// What the sign-in screen asks of whoever shows it (decision 067): the light entry (login-main.tsx)
// starts the app in the same document at the next address; inside the app, its router navigates.
export type NavigateOptions = { replace?: boolean; state?: unknown };

export type ToastKind = 'error' | 'warning';

export type LoginHost = {
  navigate: (to: string, options?: NavigateOptions) => void;
  notify: (kind: ToastKind, text: string) => void;
  /** Log In was pressed: the light entry starts loading the app while the password is stretched. */
  preload?: () => void;
};
