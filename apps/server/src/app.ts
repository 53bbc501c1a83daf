// Builds the HTTP application from its parts. Everything it needs arrives in `deps`, so tests build
// the same app against their own database, blob folder and mail server.
import type { ProviderCall } from '@vp/contracts';
import { PROVIDER_TOKEN_PATH } from '@vp/contracts';
import { PROVIDER_OPENAPI_PATH } from './platform/provider/provider-openapi.ts';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { validatorCompiler } from './platform/http/validator-compiler.ts';
import type { Config } from './config.ts';
import { poolStatsOf, type Db } from './platform/db/database.ts';
import type { BlobStore } from './platform/blobs/blob-store.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import type { TokenService } from './platform/identity/token-service.ts';
import { registerErrorHandler, type ErrorBody } from './platform/http/error-handler.ts';
import { registerJsonBodyParser } from './platform/http/json-body.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerSameOriginWrites } from './platform/http/same-origin-writes.ts';
import { listenForSessionChanges } from './platform/http/kept-session-checks.ts';
import { makeRequireSession, registerSessionDecorator } from './platform/http/session.ts';
import { registerWebApp } from './platform/http/web-app.ts';
import { registerIdempotentWrites } from './platform/http/idempotent-writes.ts';
import { requireAccessOnEveryRoute } from './platform/http/access-routes.ts';
import { vendorApi } from './platform/http/vendor-api.ts';
import { OPENAPI_PATH, registerOpenApi } from './platform/http/openapi.ts';
import { tlsServerOptions } from './platform/http/tls.ts';
import { loggerOptions } from './platform/http/log-options.ts';
import { localBlobRoutes } from './platform/blobs/local-blob-routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { AppError } from './platform/http/app-error.ts';
import { countResponses } from './platform/http/response-counts.ts';
import type { SchemaGate } from './platform/db/schema-gate.ts';
import { metricsRoutes } from './features/health/metrics.routes.ts';
import { kdfStats } from './platform/identity/kdf-slots.ts';
import { startEventLoopLag } from './platform/process/event-loop-lag.ts';
import { portalUserRoutes } from './features/auth/portal-user.routes.ts';
import { myAccountRoutes } from './features/auth/my-account.routes.ts';
import { startUpRoutes } from './features/portal-settings/start-up.routes.ts';
import { referenceDataRoutes } from './features/reference-data/reference-data.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { usersRoutes } from './features/vendors/users.routes.ts';
import { workOrdersRoutes } from './features/work-orders/work-orders.routes.ts';
import { vendorProfileRoutes } from './features/vendors/vendor-profile.routes.ts';
import { invoicesQuickPayRoutes } from './features/invoices-quick-pay/invoices-quick-pay.routes.ts';
import { supplyPartnersRoutes } from './features/supply-partners/supply-partners.routes.ts';
import { announcementsRoutes } from './features/announcement-rounds/announcements.routes.ts';
import { workOrderDetailsRoutes } from './features/work-orders/work-order-details.routes.ts';
import {
  orderDocumentUploadCheck,
  orderDocumentsRoutes,
} from './features/documents/order-documents.routes.ts';
import { crewAssignmentsRoutes } from './features/crew-assignments/crew-assignments.routes.ts';
import { fieldWorkRoutes } from './features/field-work/field-work.routes.ts';
import { providerFieldWorkRoutes } from './features/field-work/provider-field-work.routes.ts';
import { staffFieldWorkRoutes } from './features/field-work/staff-field-work.routes.ts';
import { complianceRoutes } from './features/compliance/compliance.routes.ts';
import { checkInsRoutes } from './features/check-ins/check-ins.routes.ts';
import { staffCheckInsRoutes } from './features/check-ins/staff-check-ins.routes.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { orderPhotoUploadCheck, orderPhotosRoutes } from './features/order-photos/order-photos.routes.ts';
import { staffOrderPhotosRoutes } from './features/order-photos/staff-order-photos.routes.ts';
import { providerOrderPhotosRoutes } from './features/order-photos/provider-order-photos.routes.ts';
import { orderTimelineRoutes } from './features/order-timeline/order-timeline.routes.ts';
import { staffOrderTimelineRoutes } from './features/order-timeline/staff-order-timeline.routes.ts';
import { providerOrderTimelineRoutes } from './features/order-timeline/provider-order-timeline.routes.ts';
import { startUpload } from './features/documents/order-document-uploads.ts';
import { createTaxIdCipher } from './platform/crypto/tax-id-cipher.ts';
import { loadOrCreateSigningSecret } from './platform/blobs/create-blob-store.ts';
import { schedulingRoutes } from './features/scheduling/scheduling.routes.ts';
import { companyDocumentsRoutes } from './features/documents/company-documents.routes.ts';
import { companyProfileRoutes } from './features/vendors/company-profile.routes.ts';
import { createProviderTokenService } from './platform/identity/provider-token-service.ts';
import { providerApi } from './platform/provider/provider-api.ts';
import { providerDocsRoutes } from './platform/provider/provider-docs.routes.ts';
import { providerOauthRoutes } from './features/integrations/provider-oauth.routes.ts';
import { providerWhoamiRoutes } from './features/integrations/provider-whoami.routes.ts';
import { providerVendorsRoutes } from './features/vendors/provider-vendors.routes.ts';
import { staffRoundsRoutes } from './features/announcement-rounds/staff-rounds.routes.ts';
import { providerAnnouncementRoundsRoutes } from './features/announcement-rounds/provider-announcement-rounds.routes.ts';
import { providerInvoicesRoutes } from './features/invoices-quick-pay/provider-invoices.routes.ts';
import { providerVendorUsersRoutes } from './features/vendors/provider-vendor-users.routes.ts';
import { providerWebhooksRoutes } from './features/integrations/provider-webhooks.routes.ts';
import { providerWorkOrdersRoutes } from './features/work-orders/provider-work-orders.routes.ts';
import { startJobs } from './jobs.ts';
import type { JobRunner } from './platform/jobs/job-runner.ts';
import { portalPrefixReader } from './features/portal-settings/start-up.service.ts';
import { providerPortalSettingsRoutes } from './features/portal-settings/provider-portal-settings.routes.ts';
import { providerDocumentsRoutes } from './features/documents/provider-documents.routes.ts';
import { providerSupplyPartnersRoutes } from './features/supply-partners/provider-supply-partners.routes.ts';
import { createStaffTokenService } from './platform/identity/staff-token-service.ts';
import { signInStartLimit } from './platform/identity/sign-in-start-limit.ts';
import { createSearchAdmission } from './features/work-orders/search-admission.ts';
import { createSearchAnswers } from './features/work-orders/search-answers.ts';
import { registerCompression } from './platform/http/compression.ts';
import { staffApi } from './platform/staff/staff-api.ts';
import { staffVendorsRoutes } from './features/vendors/staff-vendors.routes.ts';
import { createStaffSignInService } from './features/staff-accounts/staff-sign-in.service.ts';
import { staffSignInRoutes } from './features/staff-accounts/staff-sign-in.routes.ts';
import { orderMessagesRoutes } from './features/order-messages/order-messages.routes.ts';
import { staffOrderMessagesRoutes } from './features/order-messages/staff-order-messages.routes.ts';
import { providerOrderMessagesRoutes } from './features/order-messages/provider-order-messages.routes.ts';
import { liveOrderMessages } from './features/order-messages/live-messages.ts';
import { staffDeviceCookies } from './features/staff-accounts/staff-device-cookie.ts';
import { staffRoutes } from './features/staff-accounts/staff.routes.ts';
import { createStaffOidcService } from './features/staff-accounts/staff-oidc.service.ts';
import { staffOidcRoutes } from './features/staff-accounts/staff-oidc.routes.ts';
import { staffDocumentsRoutes } from './features/documents/staff-documents.routes.ts';
import { staffQuickPayRoutes } from './features/invoices-quick-pay/staff-quick-pay.routes.ts';
import { staffSettingsRoutes } from './features/portal-settings/staff-settings.routes.ts';
import { staffWorkOrdersRoutes } from './features/work-orders/staff-work-orders.routes.ts';
import { staffIntegrationsRoutes } from './features/integrations/staff-integrations.routes.ts';
import { staffAuditRoutes } from './features/audit/staff-audit.routes.ts';
import { staffComplianceRoutes } from './features/compliance/staff-compliance.routes.ts';
import { providerComplianceRoutes } from './features/compliance/provider-compliance.routes.ts';

export type AppDeps = {
  config: Config;
  db: Db;
  tokens: TokenService;
  blobs: BlobStore;
  mailer: Mailer;
  /** the process's pino logger; tests leave it out and get one at config.logLevel */
  logger?: FastifyBaseLogger;
  /** the clock of time-dependent rules (QuickPay pay dates); tests pin it, else the system clock */
  now?: () => Date;
  /** whether this code may serve on the database's schema (decision 120); left out, it may */
  schema?: SchemaGate;
  /** true once a SIGTERM began the drain (SHUTDOWN_DRAIN_MS): /readyz answers 503, calls are still served */
  draining?: () => boolean;
};

const REQUEST_ID_HEADER = 'x-request-id';
// what a server whose schema does not fit still answers
const PROBE_PATHS = new Set(['/healthz', '/readyz', '/metrics']);
// the data folder's file of the taxpayer ids' key when TAX_ID_KEY is not set (decision 112)
const TAX_ID_KEY_FILE = 'tax-id-key';
// /metrics' session-check figures when none are kept (SESSION_CHECKS_KEPT off)
const noSessionChecksKept = () => ({ hits: 0, asked: 0, kept: 0, listening: false });

// main.ts and the log tests take the logger's options from here
export { loggerOptions };

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const options = {
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: loggerOptions(config.logLevel) }),
    requestIdHeader: REQUEST_ID_HEADER,
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // in-flight requests finish on close; idle keep-alive sockets are closed so shutdown is prompt
    // (HTTP/2 sessions: Fastify closes them itself)
    forceCloseConnections: 'idle' as const,
    return503OnClosing: true,
  };
  // With TLS the requests are node:http2's compatibility objects, which offer the node:http API that
  // Fastify and our routes use; Fastify's types tell the two servers apart, our routes need not
  const app = config.tls
    ? (Fastify({ ...options, ...tlsServerOptions(config.tls) }) as unknown as FastifyInstance)
    : Fastify(options);
  // No call takes text: a form with enctype=text/plain (which a page of any origin may send without
  // asking) is 415, before any scope copies the parser (issue 37 point 3, decision 096)
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    // API answers hold a vendor's data: no cache (browser, proxy) keeps them, unless a call says
    // otherwise (the supply-partner logos are public and cacheable) (issue 14)
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    // while shutting down, a request that was in flight ends its keep-alive connection too,
    // so close() does not wait on a socket that goes idle after the last idle sweep
    // (HTTP/1.1 only: HTTP/2 has no such header, and Fastify ends its sessions on close)
    if (!app.server.listening && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
  });

  registerErrorHandler(app);
  // every JSON body of every surface, before any route: nested deeper than 64 is a 400 (decision 094)
  registerJsonBodyParser(app);
  registerSessionDecorator(app);
  // before any route is registered, so that it sees them all: a route of a surface without its
  // contract's access stops the start (decision 107); the API's own description is not a call
  requireAccessOnEveryRoute(app, [OPENAPI_PATH, PROVIDER_OPENAPI_PATH]);
  await app.register(cookie);
  // an unsafe request with one of our cookies only from our own origin, before any body is read and
  // before the session guards (issue 37 point 3, decision 096)
  registerSameOriginWrites(app, config.publicUrl);
  registerSecurityHeaders(app, deps.blobs.origins);
  // before every route: it hooks each route as it registers (issue 19, decision 065)
  await registerCompression(app);

  await registerOpenApi(app);

  // vendor sessions' checks kept until PostgreSQL says they changed, when the operator chooses it
  // (SESSION_CHECKS_KEPT, decision 088); else every call asks the database, as decision 074 has it
  const sessionChanges = config.auth.keepSessionChecks ? listenForSessionChanges(deps.db) : undefined;
  app.addHook('onClose', async () => sessionChanges?.listening.stop());
  const requireSession = makeRequireSession(deps.db, deps.tokens, sessionChanges?.checks);
  const api = { db: deps.db };
  // the open pages' message streams (decision 116): ended before the server waits on its connections
  const live = liveOrderMessages(deps.db);
  app.addHook('preClose', async () => live.stop());
  // after the guards (onRequest) and before every route: a signed-in write's Idempotency-Key
  // (issue 38 point 2, decision 101)
  registerIdempotentWrites(app, deps.db);

  // a schema that does not fit this code (behind, or too far ahead: decision 120) serves nothing but
  // the probes and the metrics, which say why; the calls get a 503 a load balancer retries elsewhere
  const schema = deps.schema;
  if (schema) {
    app.addHook('onRequest', async (request) => {
      if (schema.state().ok || PROBE_PATHS.has(request.url.split('?')[0] ?? '')) return;
      throw new AppError('unavailable', `This server cannot serve yet: ${schema.reason()}.`, {
        reason: 'schema-mismatch',
        headers: { 'retry-after': '10' },
      });
    });
  }
  await app.register(healthRoutes(deps.db, schema, deps.draining));
  const searches = createSearchAdmission(config.db, app.log);
  const searchAnswers = createSearchAnswers(config.db.searchAnswersBytes);
  // the admission lines' gauges for IT (issue 19 point 5), and where requests queue in this process
  const eventLoopLag = startEventLoopLag();
  app.addHook('onClose', async () => eventLoopLag.stop());
  await app.register(
    metricsRoutes({
      lines: { search: searches.stats, kdf: kdfStats },
      searchAnswers: searchAnswers.stats,
      sessionChecks: sessionChanges?.checks.stats ?? noSessionChecksKept,
      processHealth: () => ({ eventLoopLag: eventLoopLag.histogram.snapshot(), pool: poolStatsOf(deps.db) }),
      responses: countResponses(app),
      db: deps.db,
      token: config.db.metricsToken,
    }),
  );
  const uploads = {
    db: deps.db,
    blobs: deps.blobs,
    maxBytes: config.blobs.maxBytes,
    urlTtlSeconds: config.blobs.urlTtlSeconds,
    // the upload sweeps wait, as the jobs do, while the schema does not fit (decision 126)
    schema,
  };
  // the vendor API (issue 14, decision 107): private by default, each call's access from its contract,
  // checked by the scope's guard before the body is read
  await app.register(
    vendorApi({ db: deps.db, requireSession }, [
      portalUserRoutes(api),
      myAccountRoutes(api),
      startUpRoutes(api),
      referenceDataRoutes(api),
      authRoutes({ db: deps.db, tokens: deps.tokens, mailer: deps.mailer, config }),
      usersRoutes({ db: deps.db, config }),
      workOrdersRoutes({ ...api, mailer: deps.mailer, blobs: deps.blobs, searches, searchAnswers }),
      vendorProfileRoutes(api),
      invoicesQuickPayRoutes({ ...api, now: deps.now ?? (() => new Date()) }),
      supplyPartnersRoutes({ ...api, blobs: deps.blobs }),
      announcementsRoutes({ db: deps.db, maxPublicCallsPerIp: config.announcements.maxPublicCallsPerIp }),
      workOrderDetailsRoutes(api),
      orderDocumentsRoutes({ ...uploads, sweepIntervalMs: config.blobs.uploadSweepIntervalMs }),
      companyProfileRoutes(api),
      companyDocumentsRoutes(uploads),
      schedulingRoutes(api),
      crewAssignmentsRoutes(api),
      checkInsRoutes({ db: deps.db, now: deps.now ?? (() => new Date()) }),
      fieldWorkRoutes(api),
      notificationsRoutes({ db: deps.db }),
      orderPhotosRoutes({ ...uploads, sweepIntervalMs: config.blobs.uploadSweepIntervalMs }),
      orderMessagesRoutes({ db: deps.db, live, requireSession }),
      orderTimelineRoutes(api),
      complianceRoutes({
        db: deps.db,
        now: deps.now ?? (() => new Date()),
        taxIds: createTaxIdCipher(
          config.compliance.taxIdKey ?? (await loadOrCreateSigningSecret(config.dataDir, TAX_ID_KEY_FILE)),
        ),
        // a compliance document's file is a company document of the 'compliance' types (decision 112)
        startUpload: (session, file, uploadId) =>
          startUpload(uploads, session, file, {
            ordNum: null,
            typeScope: 'compliance',
            comment: '',
            uploadId,
          }),
      }),
    ]),
  );
  // uploads under a feature's prefix are checked before the local store's PUT answers
  const uploadChecks = [orderDocumentUploadCheck(uploads), orderPhotoUploadCheck(uploads)];
  if (deps.blobs.kind === 'local') await app.register(localBlobRoutes(deps.blobs, uploadChecks));

  // the provider API for the facilities company's own systems (issue 17, decision 047): its own
  // tokens, guard and problem-details errors, apart from /api's vendor sessions
  const provider = {
    db: deps.db,
    tokens: await createProviderTokenService(deps.db),
    settings: config.provider,
    // filled as the v1 routes register; the OpenAPI document is generated from it (decision 050)
    calls: [] as ProviderCall[],
  };
  await app.register(
    providerApi(
      provider,
      [providerOauthRoutes(provider), providerDocsRoutes(provider.calls, { publicUrl: config.publicUrl })],
      [
        providerWhoamiRoutes(provider),
        providerVendorsRoutes(provider),
        providerVendorUsersRoutes({ ...provider, publicUrl: config.publicUrl }),
        providerAnnouncementRoundsRoutes({ ...provider, config }),
        providerInvoicesRoutes({ ...provider, now: deps.now ?? (() => new Date()) }),
        providerDocumentsRoutes({ ...provider, blobs: deps.blobs }),
        providerSupplyPartnersRoutes({ ...provider, blobs: deps.blobs }),
        providerPortalSettingsRoutes(provider),
        providerWebhooksRoutes({ ...provider, allowLocalHttp: config.webhooks.allowLocalHttp }),
        providerWorkOrdersRoutes(provider),
        providerFieldWorkRoutes(provider),
        providerComplianceRoutes(provider),
        providerOrderPhotosRoutes({ ...provider, blobs: deps.blobs }),
        providerOrderMessagesRoutes(provider),
        providerOrderTimelineRoutes(provider),
      ],
    ),
  );

  // the staff console's API (issue 18, decision 057): its own cookie, token audience and guard; every
  // call's roles are on its contract (decision 107)
  const staffTokens = await createStaffTokenService(deps.db);
  const staff = { db: deps.db, tokens: staffTokens, settings: config.staff };
  const staffSignIn = createStaffSignInService({ db: deps.db, tokens: staffTokens, config });
  const startLimit = signInStartLimit(deps.db, config.auth.maxSignInStartsPerIp);
  // the sign-in through the company's identity provider, when set, instead of the password (decision 064)
  const staffOidc = config.staff.oidc
    ? createStaffOidcService({
        db: deps.db,
        tokens: staffTokens,
        settings: config.staff.oidc,
        publicUrl: config.publicUrl,
        log: app.log,
      })
    : undefined;
  await app.register(
    staffApi(staff, [
      staffSignInRoutes({
        db: deps.db,
        tokens: staffTokens,
        signIn: staffSignIn,
        devices: staffDeviceCookies(deps.db),
        startLimit,
        companySignInOnly: staffOidc !== undefined,
      }),
      staffOidcRoutes({ oidc: staffOidc, startLimit }),
      staffRoutes({
        db: deps.db,
        publicUrl: config.publicUrl,
        idleTimeoutSeconds: config.staff.idleTimeoutSeconds,
      }),
      staffDocumentsRoutes({ db: deps.db, blobs: deps.blobs }),
      staffRoundsRoutes({ db: deps.db, config }),
      staffQuickPayRoutes({ db: deps.db }),
      staffSettingsRoutes({ db: deps.db }),
      staffVendorsRoutes({ db: deps.db, publicUrl: config.publicUrl }),
      staffWorkOrdersRoutes({ db: deps.db }),
      staffFieldWorkRoutes({ db: deps.db }),
      staffIntegrationsRoutes({
        db: deps.db,
        allowLocalHttp: config.webhooks.allowLocalHttp,
        tokenUrl: config.publicUrl + PROVIDER_TOKEN_PATH,
      }),
      staffAuditRoutes({ db: deps.db }),
      staffComplianceRoutes({ db: deps.db }),
      staffOrderPhotosRoutes({ db: deps.db, blobs: deps.blobs }),
      staffCheckInsRoutes({ db: deps.db, now: deps.now ?? (() => new Date()) }),
      staffOrderMessagesRoutes({ db: deps.db, live, idleTimeoutSeconds: config.staff.idleTimeoutSeconds }),
      staffOrderTimelineRoutes({ db: deps.db }),
    ]),
  );

  // the job queue's runner in this process (decision 048): every e-mail, and housekeeping by age
  // (decision 032) on its schedule; `npm run worker` runs it alone
  if (config.jobs.inServer) {
    let runner: Promise<JobRunner | undefined> = Promise.resolve(undefined);
    let waiting: NodeJS.Timeout | undefined;
    const start = () => {
      runner = startJobs({ db: deps.db, mailer: deps.mailer, blobs: deps.blobs, config }, app.log);
      return runner;
    };
    app.addHook('onReady', async () => {
      if (!schema || schema.state().ok) return void (await start());
      // the queue's tables may not be there yet: the jobs start when the schema fits (decision 120)
      app.log.warn('jobs wait until the schema fits this server');
      waiting = setInterval(() => {
        if (!schema.state().ok) return;
        clearInterval(waiting);
        start().catch((err: unknown) => app.log.error({ err }, 'the job runner did not start'));
      }, 1000);
      waiting.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(waiting);
      await (await runner.catch(() => undefined))?.stop();
    });
  }

  const web = await registerWebApp(app, config.webDist, { portalPrefix: portalPrefixReader(deps.db) });
  // Unknown API paths answer JSON 404; any other GET is a client route of the single-page app.
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      web !== null &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/staff/api/') &&
      !request.url.startsWith('/blobs/') &&
      !request.url.startsWith('/assets/');
    if (isPage) return web.serveIndex(request, reply);
    const body: ErrorBody = { error: 'Not found.', message: 'Not found.', statusCode: 404 };
    return reply.status(404).send(body);
  });
  return app;
}
