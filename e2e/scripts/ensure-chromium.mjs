// npm test needs a Chromium (Playwright cannot download one here, so Debian's) and a Java runtime (the
// W3C Nu HTML checker, vnu-jar, runs on it). As root with apt it installs what is missing; otherwise it
// stops with one line saying what to install.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
const hasCommand = (name) => {
  try {
    execSync(`command -v ${name}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
};

const chromiumPaths = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);
const needs = [
  {
    what: 'Chromium',
    found: () => chromiumPaths.some((p) => existsSync(p)),
    pkg: 'chromium',
    hint: 'or set CHROMIUM_PATH',
  },
  {
    what: 'Java',
    found: () => hasCommand('java'),
    pkg: 'default-jre-headless',
    hint: 'or put a java on PATH',
  },
];

for (const need of needs) {
  if (need.found()) continue;
  if (!isRoot || !hasApt) {
    console.error(
      `${need.what} not found: install Debian's "${need.pkg}" package (apt-get install ${need.pkg}) ${need.hint}.`,
    );
    process.exit(1);
  }
  console.log(`${need.what} not found: installing Debian's ${need.pkg} package…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${need.pkg}`, {
    stdio: 'inherit',
  });
  if (!need.found()) {
    console.error(`${need.what} install failed: install Debian's "${need.pkg}" package by hand.`);
    process.exit(1);
  }
}
