import { createServerCaller, publicMessage } from '@manovo/api';
import { applyFailure, HONEYPOT_FIELD, MESSAGES, RESUME_MAX_BYTES } from '@manovo/api/domain';
import type { TContactInput, TIfuPaperRequest } from '@manovo/api/schemas';
import { LOCALE_CODES, LOCALES, localizePath } from '@manovo/content/locales';
import type { FormEcho } from '@manovo/web/renderer';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contextFor, type SharedContext } from '../context';
import { TOO_MANY, takeFormBudget } from '../plugins/limits';
import type { FormPage } from '../plugins/ssr';
import { APPLICATION_FIELDS } from './rest/applications';
import { readMultipartForm } from './rest/multipart';

type SendFormPage = (req: FastifyRequest, reply: FastifyReply, page: FormPage) => Promise<unknown>;

type PageFormOptions = {
  shared: SharedContext;
  /** Renders a public page with the form's echo (plugins/ssr.ts): status as given, never cached. */
  sendPage: SendFormPage;
  publicUrl?: string;
};

type FormName = FormEcho['form'];

// The fields given back on an error: what the visitor typed (never the honeypot, never a file).
const CONTACT_FIELDS = ['name', 'email', 'purpose', 'message'] as const;
const APPLY_FIELDS = ['name', 'email', 'phone', 'message', 'job_id', 'job_title'] as const;
const PAPER_FIELDS = ['name', 'email', 'institution', 'address', 'ref', 'lang', 'message'] as const;
// Far above the largest valid contact form (5,000 characters of message, each up to 12 bytes encoded).
const CONTACT_BODY_LIMIT = 128 * 1024;

/** The page each form lives on; a success answers it with the status flag only (post/redirect/get). */
const PAGES: Record<Exclude<FormName, 'ifu-paper'>, string> = { contact: '/contact', apply: '/careersapply' };

/**
 * A browser says where a post came from: Sec-Fetch-Site, else Origin. Only the site's own pages may post
 * its forms; a request with neither (not from a browser) cannot carry a visitor's ambient credentials
 * and is let through, as the REST door is.
 */
export function isCrossSite(req: FastifyRequest, configuredOrigin: string | null): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  return origin !== `${req.protocol}://${req.host}` && origin !== configuredOrigin;
}

/** The first value of each named field of a urlencoded body. */
function urlencodedFields(body: unknown, names: readonly string[]): Record<string, string> {
  const params = new URLSearchParams(typeof body === 'string' ? body : '');
  const fields: Record<string, string> = {};
  for (const name of names) {
    const value = params.get(name);
    if (value !== null) fields[name] = value;
  }
  return fields;
}

/** The named text fields of the apply procedure's form, by their wire names (the form's own). */
function applyFields(form: FormData | null, names: readonly string[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [domain, [wire]] of Object.entries(APPLICATION_FIELDS)) {
    const value = form?.get(domain);
    if (wire && names.includes(wire) && typeof value === 'string') fields[wire] = value;
  }
  return fields;
}

/**
 * The contact and apply forms posted by a browser without JavaScript (or before the app hydrated). Each
 * goes through the same procedure as the app and the REST door, so the honeypot, the per-address and
 * overall limits, and the résumé's PDF-by-bytes and size rules are the same. A success redirects to the
 * page with `?sent=1` (303, post/redirect/get), whose render shows the spec's success line; a failure
 * answers the page again with its status (400, 415, 429...), the spec's error line and what the visitor
 * typed, marked no-store and never put in the page cache. No field value ever goes into a URL.
 */
export async function registerPageForms(app: FastifyInstance, opts: PageFormOptions) {
  const { shared, sendPage } = opts;
  const configuredOrigin = opts.publicUrl ? new URL(opts.publicUrl).origin : null;
  const overBudget = new WeakSet<FastifyRequest>();

  const refuseCrossSite = async (req: FastifyRequest, reply: FastifyReply) => {
    if (isCrossSite(req, configuredOrigin))
      return reply.code(403).send({ error: 'Cross-site form posts are refused.' });
  };
  // The budget is taken before the body is read, as for the other doors (plugins/limits.ts); the
  // contact form's small body is still read, so its refusal can give back what was typed.
  const budget = (form: 'contact' | 'apply') => async (req: FastifyRequest) => {
    if (!(await takeFormBudget(req, shared.limiters, form))) overBudget.add(req);
  };
  const answer = (
    req: FastifyRequest,
    reply: FastifyReply,
    form: FormName,
    status: number,
    echo: Omit<FormEcho, 'form'>,
    pathname: string,
  ) => sendPage(req, reply, { pathname, status, echo: { form, ...echo } });
  // The page answers in the language it was posted from (/de/contact: the German page, its status
  // lines translated by the page itself); the status text stays the API's own.
  const sent = (reply: FastifyReply, page: string, hash = '') => reply.redirect(`${page}?sent=1${hash}`, 303);
  /** A procedure's refusal as the status it would have on the API, with its text. */
  const refusal = (err: unknown) => {
    if (!(err instanceof TRPCError)) throw err;
    return { status: getHTTPStatusCodeFromError(err), text: publicMessage(err) };
  };

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: CONTACT_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );

    /**
     * A small urlencoded form under the contact budget (the contact form, a paper-copy request): its
     * fields read with the honeypot, refused when over budget, else handed to `submit`; a refusal gives
     * the page back with what was typed, a success redirects to it with a status flag.
     */
    const urlencodedPost = (
      route: string,
      form: 'contact' | 'ifu-paper',
      fields: readonly string[],
      at: { page: (req: FastifyRequest) => string; hash?: string },
      submit: (req: FastifyRequest, values: Record<string, string>, website?: string) => Promise<unknown>,
    ) =>
      scope.post(
        route,
        { onRequest: [refuseCrossSite, budget('contact')], bodyLimit: CONTACT_BODY_LIMIT },
        async (req, reply) => {
          const page = at.page(req);
          const { [HONEYPOT_FIELD]: website, ...values } = urlencodedFields(req.body, [
            ...fields,
            HONEYPOT_FIELD,
          ]);
          if (overBudget.has(req)) return answer(req, reply, form, 429, { status: TOO_MANY, values }, page);
          try {
            await submit(req, values, website);
            return sent(reply, page, at.hash);
          } catch (err) {
            // The hydrated form shows the server's own text too (contact-form.tsx).
            const { status, text } = refusal(err);
            return answer(req, reply, form, status, { status: text, values }, page);
          }
        },
      );
    for (const locale of LOCALE_CODES) {
      const page = localizePath(PAGES.contact, locale);
      // The procedure parses its input itself (the honeypot is looked at first, as on every door).
      urlencodedPost(page, 'contact', CONTACT_FIELDS, { page: () => page }, (req, values, website) =>
        createServerCaller(contextFor(shared, req)).contact.send({ ...values, website } as TContactInput),
      );
    }

    // A device's paper-copy request (/ifu/{ref}, /de/ifu/{ref}...): limited like the contact form, whose
    // budget it shares; answered, like it, in the language of the page it was posted from.
    const refOf = (req: FastifyRequest) => (req.params as { ref: string }).ref;
    for (const locale of LOCALE_CODES) {
      const { prefix } = LOCALES[locale];
      urlencodedPost(
        `${prefix}/ifu/:ref`,
        'ifu-paper',
        PAPER_FIELDS,
        { page: (req) => `${prefix}/ifu/${encodeURIComponent(refOf(req))}`, hash: '#paper-copy' },
        (req, values, website) =>
          createServerCaller(contextFor(shared, req)).ifu.requestPaperCopy({
            ...values,
            ref: refOf(req),
            website,
          } as TIfuPaperRequest),
      );
    }

    const applyPost = (page: string) =>
      scope.post(page, { onRequest: [refuseCrossSite, budget('apply')] }, async (req, reply) => {
        // Refused unread: the connection closes rather than take in a résumé nobody will look at.
        if (overBudget.has(req)) {
          reply.header('connection', 'close');
          return answer(req, reply, 'apply', 429, { status: applyFailure(TOO_MANY), values: {} }, page);
        }
        let form: FormData | null = null;
        try {
          form = await readMultipartForm(req, APPLICATION_FIELDS, RESUME_MAX_BYTES, MESSAGES.resumeTooLarge);
          await createServerCaller(contextFor(shared, req)).application.submit(form);
          return sent(reply, page);
        } catch (err) {
          const { status, text } = refusal(err);
          const values = applyFields(form, APPLY_FIELDS);
          return answer(req, reply, 'apply', status, { status: applyFailure(text), values }, page);
        }
      });
    for (const locale of LOCALE_CODES) applyPost(localizePath(PAGES.apply, locale));
  });
}
