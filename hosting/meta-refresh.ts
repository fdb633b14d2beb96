/**
 * React Router prerenders a redirect (the libraries' 404 pages) as
 * `<meta http-equiv="refresh" content="0;url=/guides">`. The HTML standard writes a space after the
 * semicolon, and the W3C validator rejects the page without one, so the served page has `0; url=`.
 */
export function spaceMetaRefreshUrl(html: string): string {
  return html.replace(/(<meta http-equiv="refresh" content="\d+);url=/g, "$1; url=");
}
