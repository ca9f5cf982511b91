/* lossdoctor HTML report, the curves: unpack what html_data.py packed, and the min/max
   envelope the overview draws. Pure functions of arrays; report.js draws and handles the page. */
(function () {
  "use strict";

  const BLOCK = 64;  // points per precomputed min/max block (see envelope())

  function base64(text) {
    if (Uint8Array.fromBase64) return Uint8Array.fromBase64(text.trim());
    const bin = atob(text.trim());
    const out = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  }

  async function inflate(bytes) {
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate"));
    return new Uint8Array(await new Response(stream).arrayBuffer());
  }

  function unshuffle(bytes, at, n, width) {
    if (width === 4) {  // one 32-bit write per value (every browser is little-endian)
      const out32 = new Uint32Array(n);
      const p0 = at, p1 = at + n, p2 = at + 2 * n, p3 = at + 3 * n;
      for (let i = 0; i < n; i++) {
        out32[i] = (bytes[p0 + i] | (bytes[p1 + i] << 8) | (bytes[p2 + i] << 16) | (bytes[p3 + i] << 24)) >>> 0;
      }
      return out32.buffer;
    }
    const out = new Uint8Array(n * width);
    for (let k = 0; k < width; k++) {
      const base = at + k * n;
      for (let i = 0; i < n; i++) out[i * width + k] = bytes[base + i];
    }
    return out.buffer;
  }

  function decode(manifest, bytes) {
    const grids = manifest.steps.map(function (g) {
      if (g.codec === "f64") return new Float64Array(unshuffle(bytes, g.at, g.n, 8));
      const deltas = new Int32Array(unshuffle(bytes, g.at, g.n, 4));
      const steps = new Float64Array(g.n);
      let acc = 0;
      for (let i = 0; i < g.n; i++) { acc += deltas[i]; steps[i] = acc; }
      return steps;
    });
    for (const s of manifest.series) {
      s.x = grids[s.steps];
      s.y = new Float32Array(unshuffle(bytes, s.at, s.x.length, 4));
      summarize(s);
    }
  }

  function lowerBound(a, x) {  // first index with a[i] >= x
    let lo = 0, hi = a.length;
    while (lo < hi) { const mid = (lo + hi) >>> 1; if (a[mid] < x) lo = mid + 1; else hi = mid; }
    return lo;
  }

  function upperBound(a, x) {  // first index with a[i] > x
    let lo = 0, hi = a.length;
    while (lo < hi) { const mid = (lo + hi) >>> 1; if (a[mid] <= x) lo = mid + 1; else hi = mid; }
    return lo;
  }

  function envelope(s, a, b, x0, scale, cols, log) {
    // min and max per pixel column. Whole blocks of BLOCK points that fall in one column are
    // taken from the block's precomputed min/max: exact, and a 1M-point view costs ~16k steps.
    const lo = new Array(cols).fill(null), hi = new Array(cols).fill(null);
    const X = s.x, Y = s.y;
    const put = function (c, v) {
      if (hi[c] === null) { lo[c] = hi[c] = v; } else if (v < lo[c]) lo[c] = v; else if (v > hi[c]) hi[c] = v;
    };
    const column = function (x) { const c = Math.floor((x - x0) * scale); return c >= cols ? cols - 1 : c; };
    const point = function (i) {
      const v = Y[i];
      if (v === v && v !== Infinity && v !== -Infinity && !(log && v <= 0)) put(column(X[i]), v);
    };
    let i = a;
    if (s.bmin && b - a > 4 * BLOCK) {
      for (; i < b && i % BLOCK; i++) point(i);
      for (; i + BLOCK <= b; i += BLOCK) {
        const k = i / BLOCK, c = column(X[i]);
        const whole = c === column(X[i + BLOCK - 1]) && !(log && s.bmin[k] <= 0);
        if (!whole) { for (let j = i; j < i + BLOCK; j++) point(j); continue; }
        if (s.bmin[k] === s.bmin[k]) { put(c, s.bmin[k]); put(c, s.bmax[k]); }  // NaN: no finite point
      }
    }
    for (; i < b; i++) point(i);
    return [lo, hi];
  }

  function summarize(s) {
    // One pass at load: the finite min/max per block of BLOCK points (for envelope()) and of
    // the whole series, and the steps of its NaN/inf values (marked with a cross).
    const n = s.y.length, count = n >= 64 * BLOCK ? Math.floor(n / BLOCK) : 0;
    const bad = [];
    let lo = Infinity, hi = -Infinity;
    if (count) { s.bmin = new Float32Array(count); s.bmax = new Float32Array(count); }
    for (let k = 0; k * BLOCK < n; k++) {
      let mn = Infinity, mx = -Infinity;
      for (let i = k * BLOCK, e = Math.min(i + BLOCK, n); i < e; i++) {
        const v = s.y[i];
        if (v === v && v !== Infinity && v !== -Infinity) { if (v < mn) mn = v; if (v > mx) mx = v; } else bad.push(s.x[i]);
      }
      if (k < count) { s.bmin[k] = mn === Infinity ? NaN : mn; s.bmax[k] = mx === -Infinity ? NaN : mx; }
      if (mn < lo) lo = mn;
      if (mx > hi) hi = mx;
    }
    s.min = lo; s.max = hi;
    s.bad = Float64Array.from(bad);
  }

  window.lossdoctorCurves = {BLOCK: BLOCK, base64: base64, inflate: inflate, decode: decode, envelope: envelope,
                             lowerBound: lowerBound, upperBound: upperBound};
})();
