// The site the tests build comparekit's Starlight export in. The export's own
// starlight.locales.mjs supplies defaultLocale and locales, as the README says to paste.
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import starlightLinksValidator from 'starlight-links-validator';
import { defaultLocale, locales } from './starlight.locales.mjs';

export default defineConfig({
  site: 'https://site.example',
  integrations: [
    starlight({
      title: 'Comparisons',
      defaultLocale,
      locales,
      pagefind: false, // search is not under test, and its index is the slowest step
      // Broken links and broken anchors between pages fail the build.
      plugins: [starlightLinksValidator({ errorOnInconsistentLocale: true })],
    }),
  ],
});
