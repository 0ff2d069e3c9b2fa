import { RESUME_MAX_BYTES, RESUME_TOO_LARGE } from '@manovo/api/schemas';
import type { FastifyInstance } from 'fastify';
import type { SharedContext } from '../../context';
import { asInput, body, params, query, restHandler } from './handler';
import { readMultipart } from './multipart';

const notOk = (message: string) => ({ ok: false, items: [], error: message });

/** Spec §7 public calls: no credentials. */
export function registerPublicRoutes(app: FastifyInstance, shared: SharedContext) {
  app.get(
    '/search',
    restHandler(shared, (c, req) => {
      const q = query(req);
      const types = q.type ? q.type.split(',').filter(Boolean) : undefined;
      return c.search.query(asInput({ q: q.q ?? '', perPage: q.perPage ?? q.per_page, types }));
    }),
  );
  app.get(
    '/public/testimonials',
    restHandler(shared, (c, req) => c.testimonials.listPublic(asInput({ limit: query(req).limit }))),
  );
  app.get(
    '/public/broadcasts',
    restHandler(
      shared,
      (c, req) => {
        const q = query(req);
        return c.broadcasts.listPublic(
          asInput({ category: q.category || q.kind || undefined, limit: q.limit }),
        );
      },
      { errorBody: notOk },
    ),
  );
  app.get(
    '/public/broadcasts/:id',
    restHandler(shared, (c, req) => c.broadcasts.byIdPublic(asInput({ id: params(req).id })), {
      errorBody: () => ({ ok: false }),
    }),
  );
  app.get(
    '/public/video_subcategories',
    restHandler(shared, (c, req) =>
      c.subcategories.listPublic(asInput({ top_category: query(req).top_category || undefined })),
    ),
  );
  app.get(
    '/public/videos',
    restHandler(shared, (c, req) => {
      const q = query(req);
      return c.videos.listPublic(
        asInput({
          top_category: q.top_category || undefined,
          sub_category: q.sub_category || undefined,
          limit: q.limit,
        }),
      );
    }),
  );
  app.get(
    '/public/careers',
    restHandler(
      shared,
      (c, req) => {
        const q = query(req);
        return c.careers.listPublic(asInput({ category: q.category || undefined, limit: q.limit }));
      },
      { errorBody: notOk },
    ),
  );
  app.post(
    '/contact',
    restHandler(shared, (c, req) => c.contact.send(asInput(body(req))), { errorBody: () => ({ ok: false }) }),
  );
  app.post(
    '/apply',
    restHandler(
      shared,
      async (c, req) => {
        const { fields, files } = await readMultipart(req, RESUME_MAX_BYTES, RESUME_TOO_LARGE);
        return c.application.submit(asInput({ ...fields, resume: files.resume }));
      },
      { errorBody: () => ({ success: false }) },
    ),
  );
}
