"""The benchmarks (scripts: see README.md here) and the real servers they and the tests start
(``bench.servers``)."""
