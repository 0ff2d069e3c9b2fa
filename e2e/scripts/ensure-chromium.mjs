// npm test needs a Chromium; Playwright cannot download one here, so use Debian's.
// As root with apt it installs the package; otherwise it stops with one line saying what to install.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);
const found = () => candidates.find((p) => existsSync(p));

if (!found()) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(
      'Chromium not found: install Debian\'s "chromium" package (apt-get install chromium) or set CHROMIUM_PATH.',
    );
    process.exit(1);
  }
  console.log("Chromium not found: installing Debian's chromium package…");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (!found()) {
    console.error('Chromium install failed: install Debian\'s "chromium" package by hand.');
    process.exit(1);
  }
}
