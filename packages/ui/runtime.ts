// The runtime the React components run on: Preact 11's compat layer under React's names (issue #20).
// The public pages hydrate on it in a third of React DOM's bytes and with far less main-thread work
// (React DOM's evaluation was the page's longest task); the code keeps React 19's API and types, so the
// components, the admin and their tests read as React. One list, used by the app's build and by every
// workspace's tests, so what is tested is what ships.

type Alias = { find: RegExp; replacement: string };

/** Module names the bundler rewrites: exact names only, so `react-dom` does not swallow `react-dom/client`. */
export const RUNTIME_ALIASES: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/** Libraries the app uses that import React themselves: bundled, so they meet the aliases (as patterns:
 * the build matches them on package names, Vitest on file paths). */
export const REACT_LIBRARIES: RegExp[] = [
  /@tanstack\//,
  /@trpc\//,
  /lucide-react/,
  /react-router/,
  /react-hook-form/,
  /@hookform\//,
];

/**
 * Vitest's settings for the same runtime (merged into each workspace's config): Testing Library is
 * taken as ESM and every library that imports React is bundled through the aliases (left to Node, its
 * CommonJS build would `require('react')` past them), read in its browser form as in the app.
 */
export const TEST_RUNTIME = {
  resolve: {
    alias: [
      ...RUNTIME_ALIASES,
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
    ],
    conditions: ['module', 'browser', 'development'],
  },
  test: { server: { deps: { inline: [...REACT_LIBRARIES, /@testing-library\/react/] } } },
};

/**
 * For the server's tests, which render the web app's pages from source in Node: the same aliases and
 * bundled libraries, with Node's own resolution (the database drivers have browser builds too).
 */
export const SERVER_TEST_RUNTIME = {
  resolve: { alias: RUNTIME_ALIASES },
  test: { server: { deps: { inline: REACT_LIBRARIES } } },
};
