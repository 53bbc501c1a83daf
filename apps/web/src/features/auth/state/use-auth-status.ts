// The auth status with its effects: each outcome's toast and redirect happens in one place.
import { useEffect, useReducer } from 'react';
import { useNavigate } from 'react-router';
import { PASSWORD_RESET_REQUIRED_MESSAGE } from '@vp/contracts';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { AUTH_ROOT_PATH, setPasswordHref } from '../../../lib/paths.ts';
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
      case 'passwordResetRequired':
        notifyWarning(PASSWORD_RESET_REQUIRED_MESSAGE);
        // the set-password page says that a link was sent only when sign-in led there (issue 15)
        void navigate(setPasswordHref(state.email), { state: { resetRequired: true } });
        break;
      case 'PasswordResetSuccessfull':
        notifySuccess(state.message);
        void navigate(AUTH_ROOT_PATH, { replace: true });
        break;
      case 'loggedIn':
        void navigate('/', { replace: true });
        break;
      default:
        break;
    }
  }, [state, navigate]);

  return [state, dispatch] as const;
}
