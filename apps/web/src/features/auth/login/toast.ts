// The light page's toasts, drawn as the app's (notistack with the theme's colours, bottom right;
// SPEC section 8: an error hides after 4 s, a toast stays while the pointer rests on it). Plain DOM
// outside the React root, so that a toast shown just before the app starts stays up over the app.
import type { ToastKind } from './login-host.ts';

const HIDE_AFTER_MS: Record<ToastKind, number> = { error: 4000, warning: 5000 };
const MAX_TOASTS = 5;

// notistack's own icons (MIT)
const ICONS: Record<ToastKind, string> = {
  error:
    'M12,2C17.53,2 22,6.47 22,12C22,17.53 17.53,22 12,22C6.47,22 2,17.53 2,12C2,6.47 6.47,2 12,2M15.59,7L12,10.59L8.41,7L7,8.41L10.59,12L7,15.59L8.41,17L12,13.41L15.59,17L17,15.59L13.41,12L17,8.41L15.59,7Z',
  warning: 'M13,14H11V10H13M13,18H11V16H13M1,21H23L12,2L1,21Z',
};

const SVG = 'http://www.w3.org/2000/svg';

function container(): HTMLElement {
  const existing = document.querySelector<HTMLElement>('.vp-toasts');
  if (existing) return existing;
  const created = document.createElement('div');
  created.className = 'vp-toasts';
  document.body.append(created);
  return created;
}

export function showToast(kind: ToastKind, text: string): void {
  const stack = container();
  while (stack.childElementCount >= MAX_TOASTS) stack.firstElementChild?.remove();
  const toast = document.createElement('div');
  toast.className = `vp-toast vp-toast-${kind}`;
  toast.setAttribute('role', 'alert');
  const icon = document.createElementNS(SVG, 'svg');
  icon.setAttribute('viewBox', '0 0 24 24');
  icon.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', ICONS[kind]);
  icon.append(path);
  toast.append(icon, text);
  stack.append(toast);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    timer = setTimeout(() => toast.remove(), HIDE_AFTER_MS[kind]);
  };
  toast.addEventListener('mouseenter', () => clearTimeout(timer));
  toast.addEventListener('mouseleave', start);
  start();
}
