import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE } from '@manovo/api/schemas';
import type { FastifyInstance } from 'fastify';
import type { SharedContext } from '../../context';
import { asInput, body, params, query, restHandler } from './handler';
import { pick, readMultipart } from './multipart';

/** Maps the spec's broadcast form (with its older field names) to the procedure input. */
async function broadcastInput(req: Parameters<typeof readMultipart>[0]) {
  const { fields, files } = await readMultipart(req, IMAGE_MAX_BYTES, IMAGE_TOO_LARGE);
  const status = fields.status?.trim();
  return {
    kind: pick(fields, 'kind', 'category'),
    title: fields.title,
    summary: fields.summary,
    body: pick(fields, 'body', 'body_html'),
    status: status ? status : undefined,
    publish_at: pick(fields, 'publish_at', 'scheduled_at'),
    posted_at: fields.posted_at,
    social_source: fields.social_source,
    link_url: pick(fields, 'link_url', 'link'),
    tag: fields.tag,
    image: files.image,
  };
}

async function testimonialInput(req: Parameters<typeof readMultipart>[0]) {
  const { fields, files } = await readMultipart(req, IMAGE_MAX_BYTES, IMAGE_TOO_LARGE);
  return { ...fields, image: files.image };
}

/** Spec §7 admin calls: bearer token, same procedures as the admin app. */
export function registerAdminRoutes(app: FastifyInstance, shared: SharedContext) {
  const h = restHandler;
  const id = (req: Parameters<typeof params>[0]) => params(req).id;

  app.post(
    '/login',
    h(shared, (c, req) => c.auth.login(asInput(body(req)))),
  );
  app.post(
    '/logout',
    h(shared, (c) => c.auth.logout()),
  );

  // Videos
  app.get(
    '/videos',
    h(shared, (c, req) => {
      const q = query(req);
      return c.videos.list(
        asInput({
          top_category: q.top_category || undefined,
          sub_category: q.sub_category || undefined,
          q: q.q,
          limit: q.limit,
        }),
      );
    }),
  );
  app.get(
    '/videos/:id',
    h(shared, (c, req) => c.videos.byId(asInput({ id: id(req) }))),
  );
  app.post(
    '/videos',
    h(shared, (c, req) => c.videos.create(asInput(body(req))), { status: 201 }),
  );
  app.put(
    '/videos/:id',
    h(shared, (c, req) => c.videos.update(asInput({ ...body(req), id: id(req) }))),
  );
  app.delete(
    '/videos/:id',
    h(shared, (c, req) => c.videos.delete(asInput({ id: id(req) }))),
  );

  // Sub-categories (delete answers 204, spec §7)
  app.get(
    '/video_subcategories',
    h(shared, (c, req) =>
      c.subcategories.list(asInput({ top_category: query(req).top_category || undefined })),
    ),
  );
  app.post(
    '/video_subcategories',
    h(shared, (c, req) => c.subcategories.create(asInput(body(req))), { status: 201 }),
  );
  app.put(
    '/video_subcategories/:id',
    h(shared, (c, req) => c.subcategories.update(asInput({ ...body(req), id: id(req) }))),
  );
  app.delete(
    '/video_subcategories/:id',
    h(shared, (c, req) => c.subcategories.delete(asInput({ id: id(req) })), { status: 204 }),
  );

  // Careers
  app.get(
    '/careers',
    h(shared, (c, req) => {
      const q = query(req);
      return c.careers.list(asInput({ category: q.category || undefined, q: q.q, limit: q.limit }));
    }),
  );
  app.get(
    '/careers/:id',
    h(shared, (c, req) => c.careers.byId(asInput({ id: id(req) }))),
  );
  app.post(
    '/careers',
    h(shared, (c, req) => c.careers.create(asInput(body(req))), { status: 201 }),
  );
  app.put(
    '/careers/:id',
    h(shared, (c, req) => c.careers.update(asInput({ ...body(req), id: id(req) }))),
  );
  app.delete(
    '/careers/:id',
    h(shared, (c, req) => c.careers.delete(asInput({ id: id(req) }))),
  );

  // Broadcasts (multipart; delete answers 204, spec §7)
  app.get(
    '/broadcasts',
    h(shared, (c, req) => {
      const q = query(req);
      return c.broadcasts.list(asInput({ kind: q.kind || q.category || undefined, q: q.q, limit: q.limit }));
    }),
  );
  app.get(
    '/broadcasts/:id',
    h(shared, (c, req) => c.broadcasts.byId(asInput({ id: id(req) }))),
  );
  app.post(
    '/broadcasts',
    h(shared, async (c, req) => c.broadcasts.create(asInput(await broadcastInput(req))), { status: 201 }),
  );
  app.put(
    '/broadcasts/:id',
    h(shared, async (c, req) =>
      c.broadcasts.update(asInput({ ...(await broadcastInput(req)), id: id(req) })),
    ),
  );
  app.delete(
    '/broadcasts/:id',
    h(shared, (c, req) => c.broadcasts.delete(asInput({ id: id(req) })), { status: 204 }),
  );

  // Testimonials (multipart)
  app.get(
    '/testimonials',
    h(shared, (c, req) => {
      const q = query(req);
      return c.testimonials.list(asInput({ q: q.q, status: q.status, page: q.page, limit: q.limit }));
    }),
  );
  app.get(
    '/testimonials/:id',
    h(shared, (c, req) => c.testimonials.byId(asInput({ id: id(req) }))),
  );
  app.post(
    '/testimonials',
    h(shared, async (c, req) => c.testimonials.create(asInput(await testimonialInput(req))), { status: 201 }),
  );
  app.put(
    '/testimonials/:id',
    h(shared, async (c, req) =>
      c.testimonials.update(asInput({ ...(await testimonialInput(req)), id: id(req) })),
    ),
  );
  app.patch(
    '/testimonials/:id/active',
    h(shared, (c, req) => c.testimonials.setActive(asInput({ ...body(req), id: id(req) }))),
  );
  app.delete(
    '/testimonials/:id',
    h(shared, (c, req) => c.testimonials.delete(asInput({ id: id(req) }))),
  );

  // Inbox: the resume download is a file, not JSON.
  app.get(
    '/inbox/applications/:id/resume',
    h(shared, (c, req) => c.inbox.resume(asInput({ id: id(req) })), {
      send: (reply, file) =>
        reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="${file.filename.replace(/"/g, '')}"`)
          .header('Cache-Control', 'private, no-store')
          .send(Buffer.from(file.base64, 'base64')),
    }),
  );
}
