// A kept page's scripts start after its largest picture has painted (decision 058).
//
// Next writes every script of a page as `<script src="/_next/static/chunks/…" async>`. The browser
// runs each the moment it arrives, and on a phone they arrive with the stylesheet and the first
// photo: the photo has loaded, then waits behind a quarter of a megabyte of script being compiled and
// run before it is painted. Here each of those tags becomes an inert placeholder (a `<script>` of a
// type the browser does not run) and one small script, first in the head, loads them all as soon as
// the page has painted its first picture: the first high-priority image has loaded and decoded (or
// failed), or there is none and the document has been parsed, and one frame has been drawn since. A
// shopper's first tap or key, or three seconds, loads them at once whatever happened. Nothing else
// changes: the same files, each still async, in the order Next wrote them.
//
// Plain JavaScript: the container image runs this file with node (decision 024).

/** The type the placeholders carry: a data block to the browser, so it neither runs nor fetches it. */
export const deferredScriptType = "text/x-deferred-script";

const chunkScript = /<script\b([^>]*?)\bsrc="(\/_next\/static\/[^"]+\.js)"([^>]*)><\/script>/g;

/**
 * The loader: the first high-priority picture's decode (or the parsed document), then a frame, then
 * the scripts; a first input or 3 s at the latest. It looks up the placeholders when it starts them,
 * so one written after it (Next writes its entry script last) is found too.
 */
const loader = `(function(){var d=document,done=0;function go(){if(done)return;done=1;var l=d.querySelectorAll('script[type="${deferredScriptType}"]');for(var i=0;i<l.length;i++){var s=d.createElement("script");s.src=l[i].getAttribute("data-src");s.async=true;l[i].parentNode.insertBefore(s,l[i]);}}function frame(){requestAnimationFrame(function(){setTimeout(go,0)})}function ready(){var p=d.querySelector('img[fetchpriority="high"]');if(p&&p.decode)p.decode().then(frame,frame);else frame()}if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",ready);else ready();setTimeout(go,3000);["pointerdown","keydown","touchstart"].forEach(function(t){addEventListener(t,go,{once:true,capture:true,passive:true})})})();`;

/**
 * The page with Next's async chunk scripts deferred behind the loader, or as it was when it has none
 * (or no <head> to put the loader in). A `noModule` script or one without `async` is left as written.
 * @param {string} html
 * @returns {string}
 */
export function deferPageScripts(html) {
  let deferred = 0;
  const rewritten = html.replace(chunkScript, (tag, before, src, after) => {
    const attributes = `${before} ${after}`;
    if (!/\basync\b/i.test(attributes) || /\bnomodule\b/i.test(attributes)) return tag;
    deferred += 1;
    return `<script type="${deferredScriptType}" data-src="${src}"></script>`;
  });
  const head = rewritten.indexOf("<head>");
  if (deferred === 0 || head === -1) return html;
  const at = head + "<head>".length;
  return `${rewritten.slice(0, at)}<script>${loader}</script>${rewritten.slice(at)}`;
}
