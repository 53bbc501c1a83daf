// The auth status with its effects for the password pages (create and set password): each outcome's
// toast and redirect happens in one place. The sign-in's own outcomes are the light sign-in screen's
// (login/login-form.tsx, decision 067), which does not load the router or notistack.
import { useEffect, useReducer } from 'react';
import { useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { AUTH_ROOT_PATH } from '../../../lib/paths.ts';
import { authStatusReducer, IDLE } from './auth-status.ts';

export function useAuthStatus() {
  const [state, dispatch] = useReducer(authStatusReducer, IDLE);
  const navigate = useNavigate();

  // every dispatch makes a new state object, so each outcome runs its effect once
  useEffect(() => {
    switch (state.status) {
      case 'failed':
        notifyError(state.error);
        break;
      case 'PasswordResetSuccessfull':
        notifySuccess(state.message);
        void navigate(AUTH_ROOT_PATH, { replace: true });
        break;
      default:
        break;
    }
  }, [state, navigate]);

  return [state, dispatch] as const;
}
