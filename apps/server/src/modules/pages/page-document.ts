// The HTML document of a page: the built index.html (its scripts and styles) with the page's head, its
// server-rendered body and the state the browser hydrates with.
import { headTags, scriptJson, type PageHead } from './page-head';

export interface RenderedBody {
  html: string;
  state: unknown;
}

/** Tags of the built template that every page replaces with its own. */
const TEMPLATE_HEAD = [/<title>[\s\S]*?<\/title>\s*/, /<meta\s+name="description"[\s\S]*?\/>\s*/];
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>\s*/;
const ROOT = '<div id="root"></div>';

export function pageDocument(template: string, head: PageHead, body: RenderedBody | null): string {
  let html = TEMPLATE_HEAD.reduce((document, pattern) => document.replace(pattern, ''), template);
  html = html.replace('</head>', `  ${headTags(head)}\n  </head>`);
  if (!body) return html;
  // The page reads without scripts now: the "needs JavaScript" notice would only be wrong.
  html = html.replace(NOSCRIPT, '');
  return html.replace(
    ROOT,
    `<div id="root">${body.html}</div>\n    <script type="application/json" id="rt-state">${scriptJson(body.state)}</script>`,
  );
}
