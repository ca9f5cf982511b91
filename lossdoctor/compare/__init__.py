"""`lossdoctor compare`: is the new side the same as the baseline, better, worse, or different?

curves (each run's series on the axis) -> grid (bin averages on a common grid) -> noise
(baseline seeds, or each curve's own) -> regression / parity -> finals, target, findings ->
CompareReport -> render/.
"""
