import { test } from './fixtures';
import { speaksTheBrowserLanguage } from './pages/browser-language';

// Chromium started with --lang=ja (Debian's chromium-l10n): the popup and the side panel in its words.
test.use({ browserLanguage: 'ja' });
speaksTheBrowserLanguage('ja');
