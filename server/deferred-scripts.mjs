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

const chunkScript = /<script\b([^>]*?)\ssrc="(\/_next\/static\/[^"]+\.js)"([^>]*)><\/script>/g;

/**
 * The loader: the first high-priority picture's decode (or the parsed document), then a frame, then
 * the scripts; a first input or 3 s at the latest. Each placeholder is replaced by its script as it
 * starts. Next writes its entry script after the page's content, so a start while the document is
 * still arriving (a tap, the 3 s, a stylesheet slower than that) starts what has arrived and the rest
 * when the document has been parsed; without the entry script the page would never come alive.
 */
const loader = `(function(){var d=document,done=0;function start(){var l=d.querySelectorAll('script[type="${deferredScriptType}"]');for(var i=0;i<l.length;i++){var p=l[i],s=d.createElement("script");s.src=p.getAttribute("data-src");if(p.hasAttribute("data-integrity"))s.integrity=p.getAttribute("data-integrity");if(p.hasAttribute("data-crossorigin"))s.crossOrigin=p.getAttribute("data-crossorigin");s.async=true;p.parentNode.replaceChild(s,p)}}function go(){if(done)return;done=1;start();if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",start)}function frame(){requestAnimationFrame(function(){setTimeout(go,0)})}function ready(){var p=d.querySelector('img[fetchpriority="high"]');if(p&&p.decode)p.decode().then(frame,frame);else frame()}if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",ready);else ready();setTimeout(go,3000);["pointerdown","keydown","touchstart"].forEach(function(t){addEventListener(t,go,{once:true,capture:true,passive:true})})})();`;

/**
 * The page with Next's async chunk scripts deferred behind the loader, or as it was when it has none
 * (or no <head> to put the loader in). A `noModule` script or one without `async` is left as written.
 * @param {string} html
 * @returns {string}
 */
export function deferPageScripts(html) {
  const rewritten = html.replace(chunkScript, (tag, before, src, after) => {
    const attributes = ` ${before} ${after} `;
    if (!/\sasync[\s=]/i.test(attributes) || /\snomodule[\s=]/i.test(attributes)) return tag;
    // Subresource integrity and CORS mode, should the build ever write them, go with the script.
    const kept = ["integrity", "crossorigin"]
      .map((name) => {
        const match = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(attributes);
        return match ? ` data-${name}="${match[1]}"` : "";
      })
      .join("");
    return `<script type="${deferredScriptType}" data-src="${src}"${kept}></script>`;
  });
  const head = rewritten.indexOf("<head>");
  if (rewritten === html || head === -1) return html;
  const at = head + "<head>".length;
  return `${rewritten.slice(0, at)}<script>${loader}</script>${rewritten.slice(at)}`;
}
