// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from './app-routes';

const source = readFileSync(new URL('./app-routes.tsx', import.meta.url), 'utf8');
const isLazy = (page: unknown) => Reflect.get(Object(page), '$$typeof') === Symbol.for('react.lazy');

// The server asks for a lazily loaded page's chunk with the page, found by the source each route
// names (its `module`): a wrong or missing name would only make that page slower, which no other test
// sees.
describe('the route table', () => {
  it('names the source of every lazily loaded page, as the page imports it', () => {
    for (const route of PAGE_ROUTES) {
      if (isLazy(route.page)) expect(route.module, route.pattern).toBeDefined();
      if (!route.module) continue;
      expect(existsSync(new URL(`../${route.module}`, import.meta.url)), route.module).toBe(true);
      const specifier = route.module.replace(/^src\//, './').replace(/\.tsx$/, '');
      expect(source, route.pattern).toContain(`import('${specifier}')`);
    }
  });
});
