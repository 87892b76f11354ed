import { readFile, writeFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { defineWxtModule } from 'wxt/modules';

/**
 * The Chrome archive of `npm run zip` is what goes to the Chrome Web Store, which refuses a
 * manifest with a `key` ("key field is not allowed in manifest"): the store signs the item with a
 * key of its own. Builds keep the key (it fixes the extension id for unpacked installs and the
 * tests); only the store archive's manifest drops it. README › Releasing says what follows for the
 * published id.
 */
export default defineWxtModule({
  name: 'chrome-store-manifest',
  setup(wxt) {
    wxt.hook('zip:extension:done', async (_wxt, zipPath) => {
      if (wxt.config.browser !== 'chrome') return;
      const archive = await JSZip.loadAsync(await readFile(zipPath));
      const entry = archive.file('manifest.json');
      if (!entry) throw new Error(`${zipPath} has no manifest.json at its root.`);
      const { key: _storeSignsItself, ...manifest } = JSON.parse(await entry.async('string'));
      archive.file('manifest.json', JSON.stringify(manifest));
      await writeFile(
        zipPath,
        await archive.generateAsync({
          type: 'nodebuffer',
          compression: 'DEFLATE',
          compressionOptions: { level: 9 },
        }),
      );
    });
  },
});
