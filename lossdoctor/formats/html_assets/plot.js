/* lossdoctor HTML report, the plots: one run's panels drawn with uPlot (loss, then grad norm,
   loss scale and LR on the same step axis), their overlays (findings, joins, NaN marks, codes),
   the readout, the legend, and zoom by wheel, drag and double-click. */
(function () {
  "use strict";

  const RAW_PER_PX = 2;       // at most this many points per pixel column are drawn as they are
  const DEAD_HEADROOM = 2;    // abandoned attempts may stretch the y axis to this times the live max
  const LOSS_HEIGHT = 300, AUX_HEIGHT = 110;
  const STRIP = 7;  // px: the strip along the bottom of the loss panel where findings and episodes lie
  const SYMBOL = {error: "\u2716", warning: "\u25B2", info: "\u25CF"};
  const DASHES = [[], [8, 3], [2, 2], [8, 3, 2, 3], [4, 4]];
  const PANELS = [
    {key: "loss", groups: ["loss", "dead", "extra", "eval"]},
    {key: "grad_norm", groups: ["grad_norm"]},
    {key: "loss_scale", groups: ["loss_scale"]},
    {key: "lr", groups: ["lr"]},
  ];
  const C = window.lossdoctorCurves;
  const lowerBound = C.lowerBound, upperBound = C.upperBound;

  // ---- helpers --------------------------------------------------------------------------
  // Theme colours, read once per theme: getComputedStyle on every draw would force style work.
  let palette = null;
  function css(name) {
    if (!palette) palette = {};
    if (!(name in palette)) {
      palette[name] = getComputedStyle(document.documentElement).getPropertyValue("--" + name).trim() || "#888";
    }
    return palette[name];
  }

  function rgba(color, alpha) {
    const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
    if (!m) return color;
    return "rgba(" + parseInt(m[1], 16) + "," + parseInt(m[2], 16) + "," + parseInt(m[3], 16) + "," + alpha + ")";
  }

  function fmt(v) {
    if (v == null || !isFinite(v)) return v == null ? "" : String(v);
    const a = Math.abs(v);
    if (a !== 0 && (a < 1e-3 || a >= 1e6)) return v.toExponential(a >= 1e6 ? 2 : 1).replace("e+", "e");
    return String(+v.toPrecision(4));
  }

  function fmtStep(v) { return String(Math.round(v)).replace(/\B(?=(\d{3})+(?!\d))/g, "\u202F"); }

  function logSplits(u, axis, min, max) {
    // A loss curve often spans less than a decade, where uPlot's decade ticks leave the axis
    // bare: take 1-2-5 (or every digit) in each decade, thinned to about eight ticks.
    const out = [];
    const decades = Math.log10(max / min);
    const mantissas = decades < 1 ? [1, 1.5, 2, 2.5, 3, 4, 5, 6, 7, 8, 9] : decades < 3 ? [1, 2, 5] : [1];
    for (let e = Math.floor(Math.log10(min)); e <= Math.ceil(Math.log10(max)); e++) {
      for (const m of mantissas) {
        const v = +(m * Math.pow(10, e)).toPrecision(6);
        if (v >= min && v <= max) out.push(v);
      }
    }
    const step = Math.ceil(out.length / 8);
    return out.filter(function (v, i) { return i % step === 0; });
  }

  const patterns = new Map();
  function pattern(ctx, color, kind) {
    // Hatching tells the severities apart without colour: error cross-hatched, warning hatched.
    const key = color + kind + devicePixelRatio;
    if (!patterns.has(key)) patterns.set(key, ctx.createPattern(hatch(color, kind), "repeat"));
    return patterns.get(key);
  }

  function hatch(color, kind) {
    const c = document.createElement("canvas");
    const px = Math.round(8 * devicePixelRatio);
    c.width = c.height = px;
    const g = c.getContext("2d");
    g.strokeStyle = rgba(color, 0.45);
    g.lineWidth = Math.max(1, devicePixelRatio);
    g.beginPath();
    if (kind === "/" || kind === "x") { g.moveTo(0, px); g.lineTo(px, 0); }
    if (kind === "\\" || kind === "x") { g.moveTo(0, 0); g.lineTo(px, px); }
    g.stroke();
    return c;
  }

  // ---- views and zoom -------------------------------------------------------------------
  function setView(run, x0, x1) {
    const f0 = run.full[0], f1 = run.full[1];
    const span = Math.max(f1 - f0, 1e-9);
    let w = Math.min(Math.max(x1 - x0, Math.min(4, span)), span);
    let mid = (x0 + x1) / 2;
    x0 = Math.max(f0, Math.min(mid - w / 2, f1 - w));
    run.view = [x0, x0 + w];
    for (const p of run.panels) apply(p);
  }

  // ---- data for one view ----------------------------------------------------------------
  function build(panel) {
    const run = panel.run, x0 = run.view[0], x1 = run.view[1];
    const cols = Math.max(40, Math.round(panel.u ? panel.u.bbox.width / devicePixelRatio : panel.width - 80));
    const log = panel.log;
    const list = panel.series;
    const spans = list.map(function (s) { return [lowerBound(s.x, x0), upperBound(s.x, x1)]; });
    const dense = spans.some(function (r) { return r[1] - r[0] > cols * RAW_PER_PX; });
    let xs;
    const data = [];
    if (dense) {
      xs = new Float64Array(cols);
      const w = (x1 - x0) / cols;
      for (let c = 0; c < cols; c++) xs[c] = x0 + (c + 0.5) * w;
      list.forEach(function (s, k) {
        const env = C.envelope(s, spans[k][0], spans[k][1], x0, cols / (x1 - x0), cols, log);
        data.push(env[1], env[0]);
      });
    } else {
      // Every point in view, and the one beyond each edge, so that lines run to the border.
      const parts = [];
      list.forEach(function (s, k) {
        const a = Math.max(spans[k][0] - 1, 0), b = Math.min(spans[k][1] + 1, s.x.length);
        spans[k] = [a, b];
        parts.push(s.x.subarray(a, b));
      });
      let total = 0;
      for (const p of parts) total += p.length;
      const all = new Float64Array(total);
      let o = 0;
      for (const p of parts) { all.set(p, o); o += p.length; }
      all.sort();
      let n = 0;
      for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[n++] = all[i];
      xs = n ? all.slice(0, n) : new Float64Array([x0, x1]);
      list.forEach(function (s, k) {
        const col = new Array(xs.length).fill(null);
        let j = 0;
        for (let i = spans[k][0]; i < spans[k][1]; i++) {
          while (xs[j] < s.x[i]) j++;
          const v = s.y[i];
          if (isFinite(v) && !(log && v <= 0)) col[j] = v;
        }
        data.push(col, col);
      });
    }
    panel.dense = dense;
    panel.yr = yRange(panel, data) || panel.yr || [0, 1];
    return [xs].concat(data);
  }

  function yRange(panel, data) {
    let lo = Infinity, hi = -Infinity, dlo = Infinity, dhi = -Infinity;
    panel.series.forEach(function (s, k) {
      const dead = s.group === "dead";
      for (const col of [data[2 * k], data[2 * k + 1]]) {
        for (let i = 0; i < col.length; i++) {
          const v = col[i];
          if (v === null) continue;
          if (dead) { if (v < dlo) dlo = v; if (v > dhi) dhi = v; } else { if (v < lo) lo = v; if (v > hi) hi = v; }
        }
      }
    });
    if (lo === Infinity) { lo = dlo; hi = dhi; }
    else if (dhi > -Infinity) { hi = Math.max(hi, Math.min(dhi, hi * DEAD_HEADROOM)); lo = Math.min(lo, dlo); }
    if (lo === Infinity) return null;
    // The loss panel keeps a margin under the curve for the findings strip (STRIP px of ~250).
    const under = panel.key === "loss" ? 0.05 : 0;
    if (panel.log) return [lo / 1.08 / Math.pow(hi / lo * 1.2, under), hi * 1.12];
    const pad = (hi - lo) * 0.06 || Math.abs(hi) * 0.05 || 0.5;
    if (under) return [lo - pad - (hi - lo) * under, hi + pad];
    if (panel.key === "lr" && lo >= 0) return [0, hi + pad];  // a schedule reads from zero
    return [lo - pad, hi + pad];
  }

  function apply(panel) {
    const run = panel.run;
    const data = build(panel);
    panel.shown = run.view.slice();
    panel.u.batch(function () {
      panel.u.setData(data, false);
      panel.u.setScale("x", {min: run.view[0], max: run.view[1]});
    });
  }

  // ---- drawing --------------------------------------------------------------------------
  function style(s, order) {
    switch (s.group) {
      case "loss": return {stroke: css("live"), width: 1.25, band: 0.45};
      case "dead": return {stroke: css("dead"), width: 1, dash: [5, 3], band: 0.25, alpha: 0.8};
      case "extra": return {stroke: css("extra" + (order % 5 + 1)), width: 1, dash: DASHES[(order % 4) + 1], band: 0.3};
      case "eval": return {stroke: css(order ? "eval2" : "eval"), width: 1.75, points: true, band: 0.3,
                           dash: order ? [6, 2] : []};
      case "grad_norm": return {stroke: css("grad"), width: 1, band: 0.4};
      case "loss_scale": return {stroke: css("scale"), width: 1.25, band: 0.4};
      default: return {stroke: css("lr"), width: 1.25, band: 0.4};
    }
  }

  function drawUnder(panel, u) {
    const run = panel.run, ctx = u.ctx, box = u.bbox, dpr = devicePixelRatio;
    ctx.save();
    ctx.beginPath(); ctx.rect(box.left, box.top, box.width, box.height); ctx.clip();
    // Spans are a strip along the bottom edge, never a wash over the plot: the curve stays
    // readable wherever a finding lies. An episode is one span, its members ticks on it.
    const order = {info: 0, warning: 1, error: 2};
    const spans = panel.key !== "loss" ? [] : run.manifest.findings.filter(function (f) { return !f.episode; })
      .concat(run.manifest.episodes || [])
      .sort(function (a, b) { return order[a.severity] - order[b.severity]; });
    const strip = STRIP * dpr, base = box.top + box.height - strip;
    for (const f of spans) {
      const color = f.dead ? css("dead") : css(f.severity);
      const kind = f.dead ? "\\" : f.severity === "error" ? "x" : f.severity === "warning" ? "/" : "";
      const hatch = kind ? pattern(ctx, color, kind) : null;
      for (const r of spansOf(run, f)) {
        const a = u.valToPos(r[0], "x", true);
        let b = u.valToPos(r[1], "x", true);
        if (b - a < 3 * dpr) b = a + 3 * dpr;
        if (b < box.left || a > box.left + box.width) continue;
        ctx.fillStyle = rgba(color, f.dead ? 0.25 : 0.35); ctx.fillRect(a, base, b - a, strip);
        if (hatch) { ctx.fillStyle = hatch; ctx.fillRect(a, base, b - a, strip); }
      }
    }
    for (const f of run.manifest.findings) {
      if (!f.episode || panel.key !== "loss") continue;
      const x = u.valToPos(f.peak == null ? f.start : f.peak, "x", true);
      if (x < box.left || x > box.left + box.width) continue;
      ctx.fillStyle = f.dead ? css("dead") : css(f.severity);
      ctx.fillRect(Math.round(x) - dpr, base - 3 * dpr, 2 * dpr, strip + 3 * dpr);
    }
    for (const j of run.manifest.joins) {
      const x = Math.round(u.valToPos(j.step, "x", true)) + 0.5;
      if (x < box.left || x > box.left + box.width) continue;
      const rollback = j.kind === "rollback";
      ctx.strokeStyle = css("join"); ctx.globalAlpha = rollback ? 0.9 : 0.7;
      ctx.lineWidth = (rollback ? 1.5 : 1) * dpr;
      ctx.setLineDash(rollback ? [6 * dpr, 4 * dpr] : [1.5 * dpr, 3 * dpr]);
      ctx.beginPath(); ctx.moveTo(x, box.top); ctx.lineTo(x, box.top + box.height); ctx.stroke();
    }
    ctx.restore();
  }

  function spaced(u, splits, gap) {
    let last = null;
    return splits.map(function (v) {
      const y = u.valToPos(v, "y");
      if (last !== null && Math.abs(y - last) < gap) return null;
      last = y;
      return v;
    });
  }

  function highest(run, u, box) {
    // The live curve's highest finite point in view, in canvas pixels (null when none).
    const s = run.manifest.series.find(function (e) { return e.group === "loss"; });
    if (!s || !s.x) return null;
    const a = lowerBound(s.x, run.view[0]), b = upperBound(s.x, run.view[1]);
    let best = -1;
    for (let i = a; i < b; i++) if (isFinite(s.y[i]) && (best < 0 || s.y[i] > s.y[best])) best = i;
    if (best < 0) return null;
    return [u.valToPos(s.x[best], "x", true), u.valToPos(s.y[best], "y", true)];
  }

  function spansOf(run, f) {
    if (f.events && f.events.length) return f.events.map(function (e) { return [e, e]; });
    return [[f.start, f.end == null ? run.full[1] : f.end]];
  }

  function drawOver(panel, u) {
    const run = panel.run, ctx = u.ctx, box = u.bbox, dpr = devicePixelRatio;
    ctx.save();
    ctx.beginPath(); ctx.rect(box.left, box.top, box.width, box.height); ctx.clip();
    // Non-finite values of this panel's main series: a cross at the bottom for each pixel column.
    const main = panel.series[0];
    if (main && (main.group === "loss" || panel.key !== "loss")) {
      const bad = main.bad, a = lowerBound(bad, run.view[0]), b = upperBound(bad, run.view[1]);
      ctx.strokeStyle = css("error"); ctx.lineWidth = 1.5 * dpr; ctx.setLineDash([]);
      let last = -1e9;
      const y = box.top + box.height - 6 * dpr, r = 3.5 * dpr;
      ctx.beginPath();
      for (let i = a; i < b; i++) {
        const x = u.valToPos(bad[i], "x", true);
        if (x - last < 2 * r) continue;
        last = x;
        ctx.moveTo(x - r, y - r); ctx.lineTo(x + r, y + r); ctx.moveTo(x - r, y + r); ctx.lineTo(x + r, y - r);
      }
      ctx.stroke();
    }
    if (panel.key === "loss") labels(run, u, ctx, box, dpr);
    ctx.restore();
  }

  function labels(run, u, ctx, box, dpr) {
    // One label per episode (at its costliest member) and one per finding outside any, costliest
    // first, in the first of five rows where it collides neither with another label nor with the
    // curve's highest point in view. What does not fit is still in the strip and the list.
    ctx.font = (11 * dpr) + "px system-ui, sans-serif";
    ctx.textBaseline = "top";
    ctx.textAlign = "left";
    const rows = [[], [], [], [], []];
    const byId = new Map(run.manifest.findings.map(function (f) { return [f.id, f]; }));
    const list = run.manifest.findings.filter(function (f) { return !f.episode; })
      .concat((run.manifest.episodes || []).map(function (e) {
        const lead = e.members.map(function (id) { return byId.get(id); })
          .filter(Boolean).sort(function (a, b) { return b.impact - a.impact; })[0] || e;
        return {id: e.id, dead: e.dead, severity: e.severity, start: e.start, peak: lead.peak == null ? lead.start : lead.peak,
                text: e.label, impact: e.impact};
      }))
      .sort(function (a, b) { return (a.dead - b.dead) || b.impact - a.impact || a.start - b.start; });
    const peak = highest(run, u, box);
    const placed = [];
    for (const f of list) {
      const at = f.peak == null ? f.start : f.peak;
      const x = u.valToPos(at, "x", true);
      if (x < box.left - 2 || x > box.left + box.width + 2) continue;
      const text = (f.dead ? "\u21BA " : SYMBOL[f.severity] + " ") + (f.text || f.code);
      const w = ctx.measureText(text).width + 8 * dpr, h = 14 * dpr;
      let spot = null;
      for (let row = 0; row < rows.length && !spot; row++) {
        const top = box.top + 3 * dpr + row * 16 * dpr;
        for (const shift of [0, -0.5, 0.5, -1, 1]) {
          const left = Math.min(Math.max(x - w / 2 + shift * w, box.left), box.left + box.width - w);
          const free = rows[row].every(function (s) { return left + w < s[0] || left > s[1]; });
          const overPeak = peak && peak[0] >= left - 4 * dpr && peak[0] <= left + w + 4 * dpr &&
                           peak[1] >= top - 4 * dpr && peak[1] <= top + h + 4 * dpr;
          if (free && !overPeak) { spot = [row, left, top]; break; }
        }
      }
      if (!spot) continue;  // too crowded: the strip still shows it, the list names it
      rows[spot[0]].push([spot[1] - 2 * dpr, spot[1] + w + 2 * dpr]);
      const left = spot[1], top = spot[2];
      const color = f.dead ? css("dead") : css(f.severity);
      ctx.fillStyle = rgba(css("bg"), 0.85); ctx.fillRect(left, top, w, h);
      ctx.strokeStyle = color; ctx.lineWidth = dpr; ctx.setLineDash(f.severity === "info" ? [2 * dpr, 2 * dpr] : []);
      ctx.strokeRect(left + 0.5, top + 0.5, w - 1, h - 1);
      ctx.fillStyle = color; ctx.fillText(text, left + 4 * dpr, top + 1.5 * dpr);
      placed.push({id: f.id, text: text, left: left / dpr, top: top / dpr, width: w / dpr, height: h / dpr});
    }
    // For tests and tools: what was labelled where, and the highest point, in CSS pixels of the canvas.
    run.figure.dataset.labels = JSON.stringify(placed);
    run.figure.dataset.peak = JSON.stringify(peak ? [peak[0] / dpr, peak[1] / dpr] : null);
    // Rollbacks: a return arrow under the dashed line, so that joins read without colour too.
    ctx.fillStyle = css("join"); ctx.textBaseline = "bottom";
    for (const j of run.manifest.joins) {
      if (j.kind !== "rollback") continue;
      const x = u.valToPos(j.step, "x", true);
      if (x >= box.left && x <= box.left + box.width) ctx.fillText("\u21BA", x + 3 * dpr, box.top + box.height - 12 * dpr);
    }
  }

  function readout(panel, u) {
    const el = panel.run.figure.querySelector(".readout");
    const i = u.cursor.idx;
    if (i == null || u.data[0][i] == null) { el.textContent = ""; return; }
    const parts = [(panel.dense ? "step \u2248 " : "step ") + fmtStep(u.data[0][i])];
    let attempt = 0;
    panel.series.forEach(function (s, k) {
      const hi = u.data[1 + 2 * k][i], lo = u.data[2 + 2 * k][i];
      if (s.group === "dead") attempt++;
      if (hi == null) return;
      const name = s.group === "dead" ? "attempt " + attempt + " (abandoned)" : s.name;
      parts.push(name + " " + (lo !== hi ? fmt(lo) + "\u2013" + fmt(hi) : fmt(hi)));
    });
    el.textContent = parts.join("  \u00B7  ");
  }

  // ---- panels ---------------------------------------------------------------------------
  function makePanel(run, spec, series, last) {
    const host = document.createElement("div");
    host.className = "panel panel-" + spec.key;
    run.panelsEl.appendChild(host);
    const panel = {run: run, key: spec.key, series: series, host: host, u: null, yr: null, dense: false,
                   width: run.panelsEl.clientWidth || 900,
                   log: spec.key !== "lr" && run.log && series.some(function (s) { return s.group !== "lr"; })};
    const fg = css("fg"), grid = css("grid");
    const useries = [{}], bands = [];
    const counts = {};
    series.forEach(function (s) {
      const order = counts[s.group] = (counts[s.group] || 0) + (s.group === "dead" ? 0 : 1);
      const st = style(s, order - 1);
      const stroke = st.alpha ? rgba(st.stroke, st.alpha) : st.stroke;
      const common = {stroke: stroke, width: st.width, dash: st.dash || [], spanGaps: true, label: s.name};
      const hi = useries.length;
      useries.push(Object.assign({}, common, {points: st.points ? {show: true, size: 5, fill: st.stroke} : {}}));
      useries.push(Object.assign({}, common, {points: {show: false}}));
      bands.push({series: [hi, hi + 1], fill: rgba(st.stroke, st.band)});
    });
    const ylabel = spec.key === "loss" ? (run.manifest.primary || "loss") : series[0].name;
    host.setAttribute("role", "img");
    host.setAttribute("aria-label", ylabel + " by step, " + (panel.log ? "log" : "linear") + " scale; the findings below " +
                      "list what is marked on it");
    const axisFont = "11px system-ui, sans-serif";
    const opts = {
      width: panel.width,
      height: spec.key === "loss" ? LOSS_HEIGHT : AUX_HEIGHT,
      legend: {show: false},
      // Room on the right for half of the last step label ("8 000 000" is centred on its tick).
      padding: [null, 32, null, null],
      series: useries,
      bands: bands,
      scales: {
        x: {time: false, auto: false, min: run.view[0], max: run.view[1]},
        y: {distr: panel.log ? 3 : 1, log: 10, auto: true, range: function () { return panel.yr; }},
      },
      axes: [
        {stroke: fg, font: axisFont, labelFont: axisFont, grid: {stroke: grid, width: 1}, ticks: {stroke: grid},
         label: last ? "step" : null, labelSize: last ? 18 : 0, size: 28,
         // Room for the widest step label and a gap, so that "500 000" never touches "550 000".
         space: function (u, i, min, max) { return Math.max(50, 7 * fmtStep(Math.max(Math.abs(min), Math.abs(max))).length + 18); },
         values: function (u, splits) { return splits.map(fmtStep); }},
        {stroke: fg, font: axisFont, labelFont: axisFont, grid: {stroke: grid, width: 1}, ticks: {stroke: grid},
         label: ylabel + (panel.log ? " (log)" : ""), labelSize: 18, size: 56,
         splits: panel.log ? logSplits : undefined, space: spec.key === "loss" ? 30 : 18,
         // Ticks closer than a label's height are dropped (1.5 beside 2 near the top of a log axis).
         filter: function (u, splits) { return spaced(u, splits, 14); },
         values: function (u, splits) { return splits.map(fmt); }},
      ],
      cursor: {
        sync: {key: "ld-run-" + run.index},
        drag: {x: true, y: false, setScale: true},
        points: {show: false},
        bind: {dblclick: function () { return function () { setView(run, run.full[0], run.full[1]); return null; }; }},
      },
      hooks: {
        drawClear: [function (u) { drawUnder(panel, u); }],
        draw: [function (u) { drawOver(panel, u); }],
        setCursor: [function (u) { readout(panel, u); }],
        setScale: [function (u, key) {
          if (key !== "x" || !panel.shown) return;
          const mn = u.scales.x.min, mx = u.scales.x.max;
          if (Math.abs(mn - panel.shown[0]) < 1e-9 && Math.abs(mx - panel.shown[1]) < 1e-9) return;
          queueMicrotask(function () { setView(run, mn, mx); });  // a drag selection
        }],
      },
    };
    const empty = [[run.view[0], run.view[1]]].concat(useries.slice(1).map(function () { return [null, null]; }));
    panel.u = new uPlot(opts, empty, host);  // drawn with its data by apply(), at its real width
    panel.shown = run.view.slice();
    panel.u.over.addEventListener("wheel", function (e) {
      e.preventDefault();
      const v0 = run.view[0], v1 = run.view[1];
      const dx = Math.abs(e.deltaX) > Math.abs(e.deltaY) ? e.deltaX : e.shiftKey ? e.deltaY : 0;
      if (dx) { const shift = (v1 - v0) * Math.max(-0.5, Math.min(0.5, dx / 600)); setView(run, v0 + shift, v1 + shift); return; }
      const at = panel.u.posToVal(e.offsetX, "x");
      const k = Math.exp(Math.max(-1, Math.min(1, e.deltaY / 300)) * 0.6);
      setView(run, at - (at - v0) * k, at + (v1 - at) * k);
    }, {passive: false});
    return panel;
  }

  function buildPanels(run) {
    for (const p of run.panels) p.u.destroy();
    run.panelsEl.textContent = "";
    const present = PANELS.map(function (spec) {
      return [spec, run.manifest.series.filter(function (s) { return spec.groups.indexOf(s.group) >= 0; })];
    }).filter(function (pair) { return pair[1].length; });
    run.panels = present.map(function (pair, i) { return makePanel(run, pair[0], pair[1], i === present.length - 1); });
    for (const p of run.panels) apply(p);
    legend(run);  // in the colours of the theme the panels were drawn in
  }

  function legend(run) {
    const el = run.figure.querySelector(".legend");
    const keys = [];
    const line = function (color, dash, width, dot) {
      return '<svg viewBox="0 0 28 10" aria-hidden="true"><line x1="1" y1="5" x2="27" y2="5" style="stroke:' + color +
        ';stroke-width:' + width + ';stroke-dasharray:' + (dash || "none") + '"/>' +
        (dot ? '<circle cx="14" cy="5" r="2.5" style="fill:' + color + '"/>' : "") + "</svg>";
    };
    const box = function (color, text) {
      return '<span style="color:' + color + ';font-weight:700">' + text + "</span>";
    };
    const add = function (swatch, text) {
      const span = document.createElement("span");
      span.className = "key";
      span.innerHTML = swatch;
      span.appendChild(document.createTextNode(text));
      keys.push(span);
    };
    const counts = {};
    for (const s of run.manifest.series) {
      if (s.group === "dead") { if (!counts.dead) add(line("var(--dead)", "5 3", 1.5), "abandoned attempts (dead points)"); counts.dead = 1; continue; }
      const order = counts[s.group] = (counts[s.group] || 0) + 1;
      const st = style(s, order - 1);
      const label = s.group === "loss" ? s.name + " (live)" : s.name;
      add(line(st.stroke, (st.dash || []).join(" "), 2, st.points), label);
    }
    const joins = run.manifest.joins;
    if (joins.some(function (j) { return j.kind === "rollback"; })) add(line("var(--join)", "6 4", 1.5), "\u21BA rollback");
    if (joins.some(function (j) { return j.kind !== "rollback"; })) add(line("var(--join)", "1.5 3", 1.5), "resume");
    const sev = {};
    for (const f of run.manifest.findings) sev[f.dead ? "dead" : f.severity] = 1;
    if (sev.error) add(box("var(--error)", SYMBOL.error), "error (cross-hatched)");
    if (sev.warning) add(box("var(--warning)", SYMBOL.warning), "warning (hatched)");
    if (sev.info) add(box("var(--info)", SYMBOL.info), "info");
    if (sev.dead) add(box("var(--dead)", "\u21BA"), "finding on an abandoned attempt");
    const primary = run.manifest.series.find(function (s) { return s.group === "loss"; });
    if (primary && primary.bad.length) add(box("var(--error)", "\u00D7"), "NaN / inf");
    el.textContent = "";
    for (const k of keys) el.appendChild(k);
  }

  window.lossdoctorPlot = {LOSS_HEIGHT: LOSS_HEIGHT, AUX_HEIGHT: AUX_HEIGHT, apply: apply, buildPanels: buildPanels,
                           setView: setView, resetPalette: function () { palette = null; }};
})();
