// The server's whole log, at its most verbose, through every flow that hands out or takes a
// credential: sign-in, refresh, a password link, announcement links, and a document's signed upload
// and download links (issue 14: 34 lines of one run held a signed URL's `sig`). No line may hold a
// signature, a JWT, a link token, a refresh token or a password, whatever its value; the values the
// test knows are looked for as well.
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  acceptDeclineAnnouncementCall,
  createUploadUrlCall,
  createUploadUrlResponse,
  createUserPasswordCall,
  forgotUserPasswordCall,
  getDocumentUrlCall,
  getDocumentUrlResponse,
  getPendingDocumentsCall,
  getPendingDocumentsResponse,
  refreshCall,
} from '@vp/contracts';
import {
  addTestOrder,
  makePdf,
  pdfUploadRequest,
  addOrders,
  addVendor,
  announce,
  mailedLink,
  createUserWithPassword,
} from './fixtures/index.ts';
import { refreshTokenOf, srpSignIn } from './srp-client.ts';
import { linkIn } from './smtp-inbox.ts';
import { describeSecrets, findSecrets } from './secrets-in-log.ts';
import { loggedServerForFile } from './logged-server.ts';

const logged = loggedServerForFile({ UPLOAD_SWEEP_INTERVAL_SECONDS: '0' });

const signatureOf = (url: string) => new URL(url, 'http://portal.invalid').searchParams.get('sig')!;

describe('the server log', () => {
  it('holds no credential after sign-in, refresh, password and announcement links and signed blob URLs', async () => {
    const { server, inbox, lines } = logged;
    const known: string[] = [];

    // sign-in and refresh: ID tokens (JWTs) and refresh cookies
    const password = 'Log-Secrets-Pass-1';
    const user = await createUserWithPassword(server.db, { password });
    known.push(password);
    const signedIn = await srpSignIn(server, user.email, password);
    expect(signedIn.finish.json.result).toBe('SIGNED_IN');
    const idToken = String(signedIn.finish.json.idToken);
    known.push(idToken, signedIn.refreshToken!);
    const refreshed = await server.call(
      refreshCall,
      {},
      { headers: { cookie: `vp_refresh=${signedIn.refreshToken}` } },
    );
    expect(refreshed.status).toBe(200);
    known.push(String(refreshed.json.idToken), refreshTokenOf(refreshed.headers.get('set-cookie'))!);

    // a password link: its page opened, then the call with its token
    await server.call(forgotUserPasswordCall, { body: { email: user.email } });
    const link = linkIn(await inbox.next(user.email), '/auth/create-password');
    const linkToken = link.searchParams.get('token')!;
    known.push(linkToken);
    await fetch(link);
    const chosen = 'Log-Secrets-Chosen-2';
    known.push(chosen);
    const created = await server.call(createUserPasswordCall, {
      body: { userName: user.email, password: chosen, token: linkToken },
    });
    expect(created.status).toBe(200);

    // an announcement's pages and public call
    const vendor = await addVendor(server, 'log-secrets@kilo.test');
    await announce(server, await addOrders(server, 1), [vendor.vendorNum]);
    const mail = await inbox.next('log-secrets@kilo.test');
    const pages = ['/thank-you', '/decline', '/unsubscribe'].map((page) => mailedLink(mail, page));
    for (const { url, token } of pages) {
      known.push(token);
      await fetch(url);
    }
    await server.call(acceptDeclineAnnouncementCall, {
      body: { rounddetailId: pages[0]!.token, response: 'Accepted' },
    });

    // a document: the upload link, its PUT, a reused and a tampered link, the download link and its GET
    const me = await server.signIn();
    known.push(me.token);
    const order = await addTestOrder(server.db, me.vendorId);
    const pdf = await makePdf();
    const presigned = await server.call(
      createUploadUrlCall,
      { body: pdfUploadRequest(order.ordNum) },
      { as: me },
    );
    const upload = createUploadUrlResponse.parse(presigned.json);
    known.push(signatureOf(upload.url));
    const put = (url: string) =>
      fetch(new URL(url, server.url), {
        method: 'PUT',
        body: pdf,
        headers: { 'content-type': upload.contentType },
      });
    expect((await put(upload.url)).status).toBe(200);
    expect((await put(upload.url)).status).toBe(409);
    const tampered = new URL(upload.url, server.url);
    tampered.searchParams.set('max', '1');
    expect((await put(tampered.toString())).status).toBe(403);
    const pending = await server.call(
      getPendingDocumentsCall,
      { params: { ordNum: order.ordNum } },
      { as: me },
    );
    const [doc] = getPendingDocumentsResponse.parse(pending.json).unapprovedDocuments;
    const download = getDocumentUrlResponse.parse(
      (await server.call(getDocumentUrlCall, { params: { id: doc!.id } }, { as: me })).json,
    );
    known.push(signatureOf(download.url));
    expect((await fetch(new URL(download.url, server.url))).status).toBe(200);
    // a signed link to nothing, and a malformed request whose request line holds a signature
    const missing = new URL(download.url, server.url);
    missing.pathname = `${missing.pathname}-gone`;
    expect((await fetch(missing)).status).toBe(403);
    await malformedRequest(`/blobs/x?sig=${signatureOf(download.url)}`);

    const log = lines.join('');
    const found = findSecrets(log, { known });
    expect(found, describeSecrets(found)).toEqual([]);
    // the flows really were logged, with their credentials cut out
    expect(log).toContain('sig=[redacted]');
    expect(log).toContain('/auth/create-password?email=');
    expect(log).toContain('/thank-you?t=[redacted]');
    expect(log).toContain('client error');
  });
});

/** A request Node's HTTP parser refuses (a header without a colon): Fastify logs it as a client error. */
async function malformedRequest(path: string): Promise<void> {
  const { port } = new URL(logged.server.url);
  const socket = connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () => resolve());
    socket.on('connect', () => socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n`));
    socket.resume();
  });
}
