import { IFU_MESSAGES, MESSAGES, REVIEW_MESSAGES } from '@manovo/api/domain';
import type fc from 'fast-check';
import { REST_ROUTES } from '../../routes/rest';
import { buildOpenApi } from '../../routes/rest/openapi';
import { createOpenApiCheck } from '../../testing/openapi-check';
import type { FuzzApp } from '../fuzz';
import { type DocRequest, type OpenApiPaths, operationRequests, TOKEN } from './operations';

export type DocTarget = { label: string; requests: fc.Arbitrary<DocRequest> };

/** One target per operation of the published document, its requests built from its own schemas. */
export function documentTargets(): DocTarget[] {
  const paths = buildOpenApi(REST_ROUTES).paths as unknown as OpenApiPaths;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      label: `${method.toUpperCase()} ${path}`,
      requests: operationRequests(path, method, op),
    })),
  );
}

/**
 * What is wrong with the answer to a request built from the document: a valid request refused with 400,
 * an invalid one accepted, or an answer whose status or body the document does not list.
 */
export type DocVerdict = { status: number; problem: string | null };

export function createDocumentCheck(fuzz: FuzzApp) {
  const openApi = createOpenApiCheck();
  let token: string | null = null;
  return async function send(req: DocRequest): Promise<DocVerdict> {
    token ??= await fuzz.t.login();
    const current = token;
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([k, v]) => [k, v.replace(TOKEN, current)]),
    );
    const res = await fuzz.t.app.inject({ method: req.method, url: req.url, headers, payload: req.payload });
    // Signing out revokes the token the next requests need.
    if (req.operation === 'POST /logout' && res.statusCode === 200) token = null;
    openApi.check({
      method: req.method,
      url: req.url,
      status: res.statusCode,
      contentType: String(res.headers['content-type'] ?? ''),
      body: res.body,
    });
    const offDocument = openApi.violations.splice(0);
    const status = res.statusCode;
    const answer = `${status} ${res.body.slice(0, 160)}`;
    if (offDocument.length) return { status, problem: `answer off the document: ${offDocument.join('; ')}` };
    if (status >= 500) return { status, problem: `server error ${answer}` };
    if (req.valid && status === 400 && !crossFieldRefusal(req, res.body))
      return { status, problem: `valid request refused: ${answer}` };
    if (!req.valid && status < 400)
      return { status, problem: `invalid request accepted (${req.broken}): ${answer}` };
    return { status, problem: null };
  };
}

/**
 * The refusals the document states in words rather than in a schema (each operation's description says
 * so): a video whose sub-category belongs to another top category; a paper copy asked for a REF or a
 * language the library does not publish; review stages whose names repeat or whose id names no stage;
 * a request for changes without a comment.
 */
const CROSS_FIELD_REFUSALS: Record<string, string[]> = {
  'POST /videos': [MESSAGES.invalidSubCategory],
  'PUT /videos/{id}': [MESSAGES.invalidSubCategory],
  'POST /public/ifu/paper-requests': [IFU_MESSAGES.ifuUnknownDevice, IFU_MESSAGES.ifuUnknownLanguage],
  'PUT /review/settings': [REVIEW_MESSAGES.reviewStageNames, REVIEW_MESSAGES.reviewStageUnknown],
  ...Object.fromEntries(
    ['videos', 'careers', 'broadcasts', 'testimonials'].map((kind) => [
      `POST /${kind}/{id}/reviews`,
      [REVIEW_MESSAGES.reviewCommentRequired],
    ]),
  ),
};

function crossFieldRefusal(req: DocRequest, body: string): boolean {
  return (CROSS_FIELD_REFUSALS[req.operation] ?? []).some((m) => body === JSON.stringify({ error: m }));
}

/** A request as one line for a report. */
export function describeDocRequest(req: DocRequest): string {
  const body = req.payload === undefined ? '' : ` body=${JSON.stringify(String(req.payload).slice(0, 300))}`;
  return `${req.method} ${req.url.slice(0, 200)}${body}`;
}
