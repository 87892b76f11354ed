import { existsSync } from 'node:fs';
import { EXTENSION_DIR } from '../../scripts/launch-browser';

export default function globalSetup(): void {
  if (!existsSync(`${EXTENSION_DIR}/manifest.json`))
    throw new Error(`No built extension in ${EXTENSION_DIR}. Run \`npm run build\` first (npm test does).`);
}
