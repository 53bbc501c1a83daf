// What the sign-in feature stands on; app.ts, the admin CLI and tests pass the same pieces.
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/database.ts';
import type { TokenService } from '../../platform/identity/token-service.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';

export type AuthLog = { error: (details: object, message: string) => void };

export type AuthDeps = {
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'auth'>;
  log: AuthLog;
};
