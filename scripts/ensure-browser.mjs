// Makes sure a Chromium exists before browser tests run. On Debian as root it
// installs the distribution's package itself; elsewhere it says what to run.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, INSTALL_COMMAND } from './browser.mjs';

const found = await findChromium();
if (found) {
  process.exit(0);
}
const canInstall = existsSync('/etc/debian_version') && process.getuid?.() === 0;
if (!canInstall) {
  console.error(`No Chromium found. Install one, then run the tests again:\n  sudo ${INSTALL_COMMAND}\n(or set CHROME_PATH).`);
  process.exit(1);
}
console.log(`No Chromium found; installing Debian's package: ${INSTALL_COMMAND}`);
execSync(INSTALL_COMMAND, { stdio: 'inherit', shell: '/bin/sh', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
if (!(await findChromium())) {
  console.error('Chromium is still missing after the install.');
  process.exit(1);
}
