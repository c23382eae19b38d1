/**
 * The map widget's own CSS (Leaflet's stylesheet comes with it from leaflet-css.ts).
 *
 * The map's box clips (`overflow: clip`) instead of Leaflet's `overflow: hidden`: a box that hides its overflow can
 * still be scrolled, and WebKit scrolls it when a press focuses the map and the marker under the pointer (Leaflet
 * sets it back only on the scroll event, a frame later). The markers then move under the pointer between the press
 * and the release, the release lands on another marker, and the click goes to neither: a shopper's click on a cluster
 * was lost in 7 of 100 WebKitGTK journeys. A box that clips is no scroll container: nothing moves.
 */
export const css = `
[data-widget="map"]{display:block}
.sf-map__canvas{height:var(--sf-map-height,420px);width:100%;background:#dfe7ee;border-radius:4px}
.sf-map__canvas.leaflet-container{overflow:clip}
.sf-map__canvas:focus-visible{outline:3px solid #1a4f8b;outline-offset:2px}
.sf-map__skip{position:absolute;left:-9999px}
.sf-map__skip:focus{position:static;display:inline-block;margin:0 0 .5rem;padding:.25rem .5rem;background:#fff;color:#1a4f8b}
.sf-map__cluster{display:flex!important;align-items:center;justify-content:center;box-sizing:border-box;border:4px solid rgba(26,79,139,.25);border-radius:50%;background:#1a4f8b padding-box;color:#fff;font:600 13px/1 system-ui,sans-serif}
.sf-map__cluster:focus-visible,.leaflet-marker-icon:focus-visible{outline:3px solid #d9822b;outline-offset:2px}
.sf-map__panel{margin-top:.75rem}
.sf-map__list-title{font-size:1.1rem;margin:.5rem 0}
.sf-map__status{margin:.25rem 0}
.sf-map__notice{margin:.25rem 0;padding:.4rem .6rem;border-left:4px solid #b3261e;background:#fdecea;color:#5f1410}
.sf-map__notice:empty{display:none}
.sf-map__list{list-style:none;margin:0;padding:0;max-height:20rem;overflow:auto}
.sf-map__item{padding:.35rem 0;border-bottom:1px solid #ddd}
.sf-map__item-address{color:#444}
.sf-map__show{margin-left:.25rem;font:inherit;padding:.1rem .4rem;cursor:pointer}
.sf-map__popup-address{color:#333}
`;
