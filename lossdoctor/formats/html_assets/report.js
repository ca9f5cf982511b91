/* lossdoctor HTML report, the page: unpack each run (curves.js) and draw it (plot.js), those on
   screen first; clicks and links on findings zoom to them; theme switch and print. Every point
   is in the page; what is drawn depends on the zoom: the points themselves when there are few
   enough per pixel column, else the min..max envelope of each column, which keeps every spike
   visible at any zoom. */
(function () {
  "use strict";

  const LOG_RATIO = 3;        // the loss opens on a log axis when it spans this factor (as --plot)
  const C = window.lossdoctorCurves, P = window.lossdoctorPlot;
  const setView = P.setView, buildPanels = P.buildPanels, apply = P.apply;
  const LOSS_HEIGHT = P.LOSS_HEIGHT, AUX_HEIGHT = P.AUX_HEIGHT;
  const runs = new Map();
  const api = {runs: runs, ready: null, view: view, zoomTo: zoomTo, setView: setView};
  window.lossdoctor = api;

  // ---- views ----------------------------------------------------------------------------
  function view(index) { const run = runs.get(index); return run ? run.view.slice() : null; }

  function findingRange(run, f) {
    const f1 = run.full[1];
    const points = f.events && f.events.length ? f.events : null;
    const start = points ? Math.min.apply(null, points) : f.start;
    const end = points ? Math.max.apply(null, points) : (f.end == null ? f1 : f.end);
    const w = Math.max(end - start, 1);
    const pad = Math.max(w * 0.6, (run.full[1] - run.full[0]) * 0.003, 3);
    return [start - pad, end + pad];
  }

  function zoomTo(id, scroll) {
    const m = /^run-(\d+)-/.exec(id);
    const run = m && runs.get(+m[1]);
    const same = function (g) { return g.id === id; };
    const f = run && run.decoded && (run.manifest.findings.find(same) || (run.manifest.episodes || []).find(same));
    if (!f) return false;
    const r = findingRange(run, f);
    setView(run, r[0], r[1]);
    draw(run);  // a finding further down than the plots drawn so far
    for (const el of document.querySelectorAll("li.finding.active, li.episode.active")) el.classList.remove("active");
    const item = document.getElementById(id);
    if (item) item.classList.add("active");
    if (scroll) run.figure.scrollIntoView({block: "nearest"});
    return true;
  }

  // ---- page -----------------------------------------------------------------------------
  function setup(manifest) {
    const figure = document.getElementById("plot-" + manifest.run);
    if (!figure) return null;
    const run = {index: manifest.run, manifest: manifest, figure: figure, panelsEl: figure.querySelector(".panels"),
                 panels: [], full: [0, 1], view: [0, 1], log: false, decoded: false, drawn: false};
    // Reserve the plot's height now, so that a link to a finding lands where it will stay.
    const groups = new Set(manifest.series.map(function (s) { return s.group; }));
    const aux = ["grad_norm", "loss_scale", "lr"].filter(function (g) { return groups.has(g); }).length;
    run.panelsEl.style.minHeight = (LOSS_HEIGHT + aux * AUX_HEIGHT) + "px";
    runs.set(run.index, run);
    return run;
  }

  async function load(run, blob) {
    const bytes = C.base64(blob.textContent);
    performance.mark("ld-base64-" + run.index);
    const raw = await C.inflate(bytes);
    performance.mark("ld-inflated-" + run.index);
    C.decode(run.manifest, raw);
    blob.textContent = "";  // the decoded arrays are all that is needed from now on
    let lo = Infinity, hi = -Infinity;
    for (const s of run.manifest.series) {
      if (s.x.length) { lo = Math.min(lo, s.x[0]); hi = Math.max(hi, s.x[s.x.length - 1]); }
    }
    run.full = hi > lo ? [lo, hi] : [lo - 1, lo + 1];
    run.view = run.full.slice();
    run.decoded = true;
    performance.mark("ld-decoded-" + run.index);
    if (visible(run)) draw(run);
  }

  function visible(run) {
    const r = run.figure.getBoundingClientRect();
    return r.bottom > -innerHeight && r.top < 2 * innerHeight;
  }

  function draw(run) {
    if (run.drawn) return;
    run.drawn = true;
    const primary = run.manifest.series.find(function (s) { return s.group === "loss"; });
    if (primary) run.log = primary.min > 0 && primary.max / primary.min >= LOG_RATIO;
    const box = run.figure.querySelector("input.log");
    box.checked = run.log;
    box.addEventListener("change", function () { run.log = box.checked; buildPanels(run); });
    run.figure.querySelector("button.reset").addEventListener("click", function () {
      setView(run, run.full[0], run.full[1]);
    });
    buildPanels(run);
    performance.mark("ld-drawn-" + run.index);
    new ResizeObserver(function () {
      const width = run.panelsEl.clientWidth;
      if (!width || run.panels.every(function (p) { return p.width === width; })) return;
      for (const p of run.panels) { p.width = width; p.u.setSize({width: width, height: p.u.height}); apply(p); }
    }).observe(run.panelsEl);
  }

  function rebuildAll() { P.resetPalette(); for (const run of runs.values()) if (run.panels.length) { buildPanels(run); } }

  function themeButton() {
    const button = document.getElementById("ld-theme");
    if (!button) return;
    const root = document.documentElement;
    const names = ["auto", "light", "dark"];
    button.addEventListener("click", function () {
      const next = names[(names.indexOf(root.dataset.theme || "auto") + 1) % names.length];
      if (next === "auto") delete root.dataset.theme; else root.dataset.theme = next;
      button.textContent = "theme: " + next;
      rebuildAll();
    });
    matchMedia("(prefers-color-scheme: dark)").addEventListener("change", function () {
      if (!root.dataset.theme) rebuildAll();
    });
    // Paper is white: print the curves in the light palette, at the printed width.
    let before = null;
    addEventListener("beforeprint", function () {
      before = root.dataset.theme || null;
      root.dataset.theme = "light";
      P.resetPalette();
      for (const run of runs.values()) {
        if (run.decoded) draw(run);
        rebuildPrint(run, 680);
      }
    });
    addEventListener("afterprint", function () {
      if (before) root.dataset.theme = before; else delete root.dataset.theme;
      P.resetPalette();
      for (const run of runs.values()) rebuildPrint(run, run.panelsEl.clientWidth);
    });
  }

  function rebuildPrint(run, width) {
    if (!run.panels.length) return;
    buildPanels(run);
    for (const p of run.panels) { p.width = width; p.u.setSize({width: width, height: p.u.height}); apply(p); }
  }

  function findings() {
    document.addEventListener("click", function (e) {
      const item = e.target.closest && e.target.closest("li.finding, li.episode");
      if (!item || e.target.closest("a") || String(getSelection())) return;
      if (zoomTo(item.id, true)) history.replaceState(null, "", "#" + item.id);
    });
    document.addEventListener("keydown", function (e) {
      const item = e.target.closest && e.target.closest("li.finding, li.episode");
      if (item && (e.key === "Enter" || e.key === " ")) { e.preventDefault(); zoomTo(item.id, true); }
    });
    addEventListener("hashchange", function () { openHash(false); });
  }

  function openHash(initial) {
    const id = decodeURIComponent(location.hash.slice(1));
    if (!id) return;
    const target = document.getElementById(id);
    if (zoomTo(id, false) && target && initial) target.scrollIntoView({block: "start"});
    else if (initial && target) target.scrollIntoView({block: "start"});
  }

  async function init() {
    performance.mark("ld-start");
    document.body.classList.remove("no-js");
    themeButton();
    findings();
    const jobs = [];
    for (const el of document.querySelectorAll("script.ld-manifest")) {
      const run = setup(JSON.parse(el.textContent));
      const blob = document.querySelector('script.ld-data[data-run="' + el.dataset.run + '"]');
      if (run && blob) jobs.push([run, blob]);
    }
    // The run a link points at and the runs on screen come first: once they are drawn the page
    // is usable. The others are inflated one by one after them (inflating shares the thread).
    const linked = /^run-(\d+)/.exec(decodeURIComponent(location.hash.slice(1)));
    const first = jobs.filter(function (job) { return (linked && job[0].index === +linked[1]) || visible(job[0]); });
    await Promise.all(first.map(function (job) { return load(job[0], job[1]); }));
    for (const job of first) draw(job[0]);
    openHash(true);
    api.firstAt = performance.now();  // the plots on screen are drawn: the page is usable
    const landed = scrollY;
    const tick = function () { return new Promise(function (done) { setTimeout(done, 0); }); };
    for (const job of jobs) if (first.indexOf(job) < 0) { await load(job[0], job[1]); await tick(); }
    // The plots further down, one per task, so that scrolling and clicks stay responsive.
    for (const run of runs.values()) {
      if (run.drawn) continue;
      await tick();
      draw(run);
    }
    // Plots drawn above a linked finding moved it: put it back, unless the reader scrolled.
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target && scrollY === landed) target.scrollIntoView({block: "start"});
    api.readyAt = performance.now();  // milliseconds since navigation started: the open time
    document.documentElement.dataset.ready = "1";
  }

  api.ready = init().catch(function (err) {
    console.error("lossdoctor: the plots could not be drawn:", err);
    for (const fig of document.querySelectorAll("figure.plot .readout")) {
      fig.textContent = "The plots could not be drawn in this browser (" + err + "); the findings are complete.";
    }
  });
})();
