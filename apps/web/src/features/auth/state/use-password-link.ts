import { useSearchParams } from 'react-router';

/** The e-mail and single-use token that the e-mailed links carry in the query string. */
export function usePasswordLink(): { email: string; token: string } {
  const [params] = useSearchParams();
  return { email: params.get('email')?.trim() ?? '', token: params.get('token')?.trim() ?? '' };
}
