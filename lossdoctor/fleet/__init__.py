"""Fleet checks: many runs, local or remote, on this machine's pool or a Dask cluster, with a
cache of per-run reports and a table of results. Imported only when a fleet option is used."""
