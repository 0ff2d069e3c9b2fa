// Checks REST answers against the OpenAPI document the server publishes (apps/server/src/routes/rest),
// so the document cannot drift from what the integration suite sees.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { REST_ROUTES } from '../routes/rest';
import { buildOpenApi } from '../routes/rest/openapi';

type Answer = { method: string; url: string; status: number; contentType: string; body: unknown };

export function createOpenApiCheck() {
  const document = buildOpenApi(REST_ROUTES);
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  ajv.addFormat('date-time', true).addFormat('binary', true);
  const operations = Object.entries(document.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      pattern: new RegExp(`^/api/admin${template.replace(/\{\w+\}/g, '[^/]+')}$`),
      operation,
    })),
  );
  const violations: string[] = [];

  return {
    violations,
    check(answer: Answer): void {
      const path = answer.url.split('?')[0] ?? '';
      if (!path.startsWith('/api/admin/') || path.startsWith('/api/admin/docs')) return;
      const op = operations.find((o) => o.method === answer.method && o.pattern.test(path));
      // Unknown paths (a 404 from the router) are outside the document.
      if (!op) return;
      const responses = Object(Reflect.get(Object(op.operation), 'responses'));
      const response: unknown = Reflect.get(responses, String(answer.status));
      const where = `${answer.method} ${path} → ${answer.status}`;
      if (!response) {
        violations.push(`${where}: status not in the document`);
        return;
      }
      if (!answer.contentType.startsWith('application/json')) return;
      const content: unknown = Reflect.get(Object(response), 'content');
      const json: unknown = content && Reflect.get(Object(content), 'application/json');
      const schema: unknown = json && Reflect.get(Object(json), 'schema');
      if (!schema) {
        violations.push(`${where}: a JSON body where the document has none`);
        return;
      }
      // Cached answers go out as a Buffer, others as a string.
      const text = Buffer.isBuffer(answer.body) ? answer.body.toString('utf8') : answer.body;
      const body = typeof text === 'string' ? JSON.parse(text) : text;
      const key = `${op.method} ${op.pattern.source} ${answer.status}`;
      if (!ajv.getSchema(key)) ajv.addSchema(Object(schema), key);
      const validate = ajv.getSchema(key);
      if (!validate) return;
      if (!validate(body)) violations.push(`${where}: ${ajv.errorsText(validate.errors)}`);
    },
  };
}
