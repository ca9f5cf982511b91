/* lossdoctor compare page: per series, both sides overlaid with the baseline's noise band, and
   the difference panel beneath (new minus baseline, with the band beyond which it decides).
   Data: one <script type="application/json" class="ld-compare"> per series. */
(function () {
  "use strict";
  const NEW = "#d9480f", BASE = "#1c7ed6", BAND = "rgba(28,126,214,0.15)", DIFF = "#5f3dc4";

  function faint(color) { return color + "40"; }

  function marker(step) {
    return {hooks: {draw: [function (u) {
      if (step == null) return;
      const x = u.valToPos(step, "x", true);
      const ctx = u.ctx;
      ctx.save();
      ctx.strokeStyle = "#e03131";
      ctx.setLineDash([5, 4]);
      ctx.lineWidth = 1.5 * devicePixelRatio;
      ctx.beginPath();
      ctx.moveTo(x, u.bbox.top);
      ctx.lineTo(x, u.bbox.top + u.bbox.height);
      ctx.stroke();
      ctx.restore();
    }]}};
  }

  function draw(box, d) {
    const width = Math.max(320, box.clientWidth || 900);
    const n = d.x.length;
    const hi = [], lo = [], dhi = [], dlo = [], diff = [];
    for (let i = 0; i < n; i++) {
      const band = d.threshold * d.noise[i];
      hi.push(d.baseline[i] + band);
      lo.push(d.baseline[i] - band);
      dhi.push(band);
      dlo.push(-band);
      diff.push(d.new[i] - d.baseline[i]);
    }
    const runs = [], series = [{}];
    d.baseline_runs.forEach(function (r, i) {
      runs.push(r); series.push({label: "baseline run " + (i + 1), stroke: faint(BASE), width: 1});
    });
    d.new_runs.forEach(function (r, i) {
      runs.push(r); series.push({label: "new run " + (i + 1), stroke: faint(NEW), width: 1});
    });
    const first = series.length;
    series.push({label: "noise band (upper)", stroke: "transparent"});
    series.push({label: "noise band (lower)", stroke: "transparent"});
    series.push({label: "baseline mean", stroke: BASE, width: 2});
    series.push({label: "new mean", stroke: NEW, width: 2});
    const top = new uPlot({
      width: width, height: 300, series: series,
      scales: {x: {time: false}},
      axes: [{label: d.axis}, {label: d.name}],
      bands: [{series: [first, first + 1], fill: BAND}],
      plugins: [marker(d.from)],
    }, [d.x].concat(runs, [hi, lo, d.baseline, d.new]), box.querySelector(".overlay"));
    // The first bins (a curve falling fast, seeds far apart) would flatten the rest: the
    // difference panel is scaled on the 98th percentile of what follows the first 5%.
    const later = [];
    for (let i = Math.floor(n * 0.05); i < n; i++) later.push(Math.abs(diff[i]), Math.abs(dhi[i]));
    later.sort(function (a, b) { return a - b; });
    const m = (later[Math.floor(later.length * 0.98)] || 1) * 1.3;
    const bottom = new uPlot({
      width: width, height: 160,
      series: [{}, {label: "band (upper)", stroke: "transparent"}, {label: "band (lower)", stroke: "transparent"},
               {label: "new − baseline", stroke: DIFF, width: 2}],
      scales: {x: {time: false}, y: {range: [-m, m]}},
      axes: [{label: d.axis}, {label: "difference"}],
      bands: [{series: [1, 2], fill: BAND}],
      plugins: [marker(d.from)],
    }, [d.x, dhi, dlo, diff], box.querySelector(".difference"));
    return [top, bottom];
  }

  function start() {
    document.body.classList.remove("no-js");
    document.querySelectorAll("script.ld-compare").forEach(function (el) {
      const d = JSON.parse(el.textContent);
      const box = document.getElementById("plot-" + d.index);
      if (box && window.uPlot) box.dataset.drawn = String(draw(box, d).length);
    });
    // Tests and printing wait for this: every plot is on the page.
    document.documentElement.dataset.ready = "1";
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
