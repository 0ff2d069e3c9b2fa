import { createServerCaller, publicMessage } from '@manovo/api';
import type { OutsideReviewView, ReviewDecisionRecord } from '@manovo/api/domain';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contextFor, type SharedContext } from '../context';
import { escapeHtml as esc, plainText } from '../seo/html';
import { isCrossSite } from './page-forms';

// The page an outside reviewer's link opens (docs/product.md, "Outside reviewers"): no admin session,
// no JavaScript. GET shows the version to review and a form; the form posts back here and the answer is
// the page again (the decision's reference, or the refusal with what was typed, never the code).
// Plain server-rendered HTML: a page a few people see, kept out of the site's bundles and caches.

const PATH = '/outside-review/:token';
const BODY_LIMIT = 32 * 1024;

const when = (iso: string) =>
  `${new Date(iso).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

const STYLE = `
:root{color-scheme:light;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0B2545;line-height:1.6}
body{margin:0;background:#E6F6F3}
main{max-width:760px;margin:0 auto;padding:24px 16px 48px}
.card{background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(11,37,69,.08);margin-top:16px}
h1{font-size:1.5rem;line-height:1.3;margin:0 0 8px}h2{font-size:1.125rem;margin:0 0 12px}
.brand{font-weight:700;letter-spacing:.02em}.muted{color:#5B6B7F}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0}dt{font-weight:600}dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
.hash{font-family:ui-monospace,monospace;font-size:.8rem;overflow-wrap:anywhere}
label{display:block;font-weight:600;margin:16px 0 4px}
input[type=email],input[type=text],textarea{box-sizing:border-box;width:100%;font:inherit;padding:10px 12px;border:1px solid #5B6B7F;border-radius:8px}
textarea{min-height:120px}
fieldset{border:0;padding:0;margin:16px 0 0}legend{font-weight:600;padding:0}
fieldset label{display:flex;gap:8px;align-items:center;font-weight:400;margin:6px 0}
button{margin-top:20px;font:inherit;font-weight:600;background:#0E9F8E;color:#fff;border:0;border-radius:8px;padding:12px 20px;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible,textarea:focus-visible{outline:3px solid #F28C28;outline-offset:2px}
a{color:#0A7A6D}.hint{font-size:.875rem;color:#5B6B7F;margin:4px 0 0}
.alert{border-left:4px solid #B3261E;background:#FDECEA;padding:12px 16px;border-radius:8px;margin-top:16px}
.ok{border-left:4px solid #0E9F8E;background:#fff;padding:12px 16px;border-radius:8px;margin-top:16px}
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)} · Manovo Surgical</title><style>${STYLE}</style></head><body><main><p class="brand">Manovo Surgical · Claims review</p>${body}</main></body></html>`;
}

type Typed = { email?: string; decision?: string; comment?: string };

function reviewPage(v: OutsideReviewView, token: string, status: string | null, typed: Typed): string {
  const fields = v.fields
    .map((f) => `<dt>${esc(f.label)}</dt><dd>${esc(plainText(f.value, 100_000))}</dd>`)
    .join('');
  const checked = (d: string) => ((typed.decision ?? 'approve') === d ? ' checked' : '');
  return page(
    `Review: ${v.title}`,
    `<h1>Review of ${esc(v.kindLabel.toLowerCase())} “${esc(v.title)}”</h1>
<p>${esc(v.reviewerName)}, you are asked to sign the <strong>${esc(v.stageName)}</strong> stage for version ${v.version} of this item. This link works until ${esc(when(v.expiresAt))}, for one decision.</p>
${status ? `<p class="alert" role="alert">${esc(status)}</p>` : ''}
<section class="card" aria-labelledby="content-h"><h2 id="content-h">Version ${v.version}: what you review</h2>
${v.previewPath ? `<p><a href="${esc(v.previewPath)}" target="_blank" rel="noopener noreferrer">Open the preview of this version</a> <span class="muted">(its page as visitors would see it; the preview works for an hour, reload this page for a new one)</span></p>` : ''}
<dl>${fields}</dl>
<p class="hint">Content SHA-256: <span class="hash">${esc(v.contentHash)}</span></p></section>
<section class="card" aria-labelledby="sign-h"><h2 id="sign-h">Your decision</h2>
<form method="post" action="/outside-review/${esc(token)}">
<fieldset><legend>Decision</legend>
<label><input type="radio" name="decision" value="approve"${checked('approve')}> Approve this version</label>
<label><input type="radio" name="decision" value="changes"${checked('changes')}> Request changes</label></fieldset>
<label for="comment">Comment</label><textarea id="comment" name="comment" maxlength="2000" aria-describedby="comment-hint">${esc(typed.comment ?? '')}</textarea>
<p class="hint" id="comment-hint">Required when requesting changes. Kept in the review record.</p>
<label for="email">Your e-mail address</label><input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${esc(typed.email ?? '')}">
<label for="code">Signing code</label><input id="code" name="code" type="text" autocomplete="off" required maxlength="64" aria-describedby="code-hint">
<p class="hint" id="code-hint">The code you were given with this link, apart from it. Your e-mail and this code are your signature.</p>
<button type="submit">Sign</button></form></section>`,
  );
}

const refusedPage = (message: string) =>
  page(
    'Review link',
    `<h1>This review link cannot be used</h1><p class="alert" role="alert">${esc(message)}</p>`,
  );

const signedPage = (d: ReviewDecisionRecord) =>
  page(
    'Decision recorded',
    `<h1>Thank you: your decision is recorded</h1><p class="ok" role="status">${d.decision === 'approve' ? 'Approved' : 'Changes requested'} — ${esc(d.stageName)}, version ${d.version}. Reference <strong>${esc(d.reference)}</strong>, signed ${esc(when(d.signedAt))}.</p><p class="muted">Keep the reference for your files. The link is now spent.</p>`,
  );

function send(reply: FastifyReply, status: number, html: string) {
  return (
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex')
      // The address holds the link's token: it goes to no other page, not even this site's.
      .header('Referrer-Policy', 'no-referrer')
      .send(html)
  );
}

const failure = (err: unknown) => {
  if (!(err instanceof TRPCError)) throw err;
  return { status: getHTTPStatusCodeFromError(err), text: publicMessage(err) };
};

export function registerOutsideReview(
  app: FastifyInstance,
  opts: { shared: SharedContext; publicUrl?: string },
) {
  const configuredOrigin = opts.publicUrl ? new URL(opts.publicUrl).origin : null;
  const caller = (req: FastifyRequest) => createServerCaller(contextFor(opts.shared, req)).review;
  const tokenOf = (req: FastifyRequest) => (req.params as { token: string }).token;

  const show = async (
    req: FastifyRequest,
    reply: FastifyReply,
    status = 200,
    message: string | null = null,
    typed: Typed = {},
  ) => {
    const token = tokenOf(req);
    try {
      return send(reply, status, reviewPage(await caller(req).openLink({ token }), token, message, typed));
    } catch (err) {
      const { status: code, text } = failure(err);
      return send(reply, code, refusedPage(message ?? text));
    }
  };

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    scope.get(PATH, (req, reply) => show(req, reply));
    scope.post(PATH, { bodyLimit: BODY_LIMIT }, async (req, reply) => {
      if (isCrossSite(req, configuredOrigin))
        return reply.code(403).send({ error: 'Cross-site form posts are refused.' });
      const form = new URLSearchParams(typeof req.body === 'string' ? req.body : '');
      const typed = {
        email: form.get('email') ?? '',
        decision: form.get('decision') ?? '',
        comment: form.get('comment') ?? '',
      };
      try {
        const decision = await caller(req).signLink({
          token: tokenOf(req),
          email: typed.email,
          code: form.get('code') ?? '',
          decision: typed.decision as 'approve',
          comment: typed.comment,
        });
        return send(reply, 201, signedPage(decision));
      } catch (err) {
        const { status, text } = failure(err);
        return show(req, reply, status, text, typed);
      }
    });
  });
}
