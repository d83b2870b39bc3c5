// The site the tests build comparekit's Docusaurus export in. The export's own
// docusaurus.i18n.js supplies the i18n block, as docs/publishers.md says to merge. No
// `markdown.format`: the pages build as MDX, Docusaurus's default for .md files.
import { i18n } from './docusaurus.i18n.js';

export default {
  title: 'Comparisons',
  url: 'https://site.example',
  baseUrl: '/',
  i18n,
  // Rspack and SWC (Docusaurus Faster, with the v4 flags it needs): the same site, built
  // in a fraction of the time.
  future: { v4: true, faster: true },
  // Broken links and broken anchors fail the build.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: { hooks: { onBrokenMarkdownLinks: 'throw' } },
  presets: [
    [
      'classic',
      {
        docs: { routeBasePath: '/' }, // the hub is the site's home page
        blog: false,
        pages: false,
        theme: {},
      },
    ],
  ],
};
