// The notification calls on /api (decision 118): the signed-in user's settings, and the public
// one-click unsubscribe. A mail client POSTs the link (RFC 8058: a form body `List-Unsubscribe=One-Click`,
// no cookie); a person's browser GETs it and sees a page with a button that POSTs it. Both answer a
// small HTML page: nothing the client reads, everything the person does. A link we did not sign
// answers 404 and changes nothing.
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  NOTIFICATION_TEXTS,
  getNotificationSettingsCall,
  oneClickUnsubscribeCall,
  saveNotificationSettingsCall,
  unsubscribePageCall,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { callRouter } from '../../platform/http/route-call.ts';
import { sessionOf } from '../../platform/http/session.ts';
import { escapeHtml } from '../../platform/mail/templates.ts';
import {
  getNotificationSettings,
  readUnsubscribeLink,
  saveNotificationSettings,
  targetLabel,
  unsubscribe,
} from './notification-settings.service.ts';

function page(reply: FastifyReply, status: number, heading: string, body: string): FastifyReply {
  const html = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)}</title></head>
<body><main><h1>${escapeHtml(heading)}</h1>${body}</main></body></html>
`;
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

const badLink = (reply: FastifyReply) =>
  page(reply, 404, 'Unsubscribe', `<p>${escapeHtml(NOTIFICATION_TEXTS.badLink)}</p>`);

export function notificationsRoutes(deps: { db: Db }) {
  return async (app: FastifyInstance) => {
    const route = callRouter(app);
    route(getNotificationSettingsCall, (request) => getNotificationSettings(deps.db, sessionOf(request)));
    route(saveNotificationSettingsCall, (request) =>
      saveNotificationSettings(deps.db, sessionOf(request), request.body),
    );
    await app.register(unsubscribeRoutes(deps));
  };
}

function unsubscribeRoutes(deps: { db: Db }) {
  return async (app: FastifyInstance) => {
    // RFC 8058's POST is a form (urlencoded or multipart) whose body says nothing the link does not;
    // whatever a client sends (a type of its own, or none) is read up to 1 KB and dropped
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
      done(null, {}),
    );
    const route = callRouter(app);
    route(unsubscribePageCall, async (request, reply) => {
      const target = await readUnsubscribeLink(deps.db, request.params.token);
      if (!target) return badLink(reply);
      return page(
        reply,
        200,
        'Unsubscribe',
        `<p>${escapeHtml(NOTIFICATION_TEXTS.unsubscribeAsk(targetLabel(target)))}</p>` +
          `<form method="post"><button type="submit">Unsubscribe</button></form>`,
      );
    });
    route(oneClickUnsubscribeCall, async (request, reply) => {
      const answer = await unsubscribe(deps.db, request.params.token);
      if (!answer.ok) return badLink(reply);
      return page(reply, 200, 'Unsubscribed', `<p>${escapeHtml(answer.what)}</p>`);
    });
  };
}
