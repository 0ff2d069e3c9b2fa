import { REST_ROUTES } from './routes/rest';
import { buildOpenApi } from './routes/rest/openapi';
const d = buildOpenApi(REST_ROUTES) as any;
const b = d.paths['/broadcasts/{id}'].put.requestBody.content['multipart/form-data'];
console.log(JSON.stringify(b).slice(0, 600));
console.log(JSON.stringify(b.schema.allOf), Object.keys(b.schema));
console.log(JSON.stringify(d.paths['/login'].post.requestBody.content['application/json'].schema).slice(0,1500));
