#!/usr/bin/env bash
# Every arena figure of bench/README.md, one run after another (about two hours).
# Results are deterministic for a seed; the times per decision depend on the machine's load.
set -euo pipefail
cd "$(dirname "$0")/.."
arena() { echo "\$ dobleseis arena $*"; .venv/bin/python -m dobleseis arena "$@"; echo; }

arena --variant chiva --team13 strong --team24 random --deals 500 --seed 1
arena --variant chiva --team13 strong --team24 random --deals 1000 --seed 1
arena --variant chiva --team13 strong --team24 dominoes-alphabeta --deals 200 --seed 1
arena --variant chiva --team13 strong --team24 dominoes-heuristic --deals 200 --seed 1
arena --variant chiva --team13 basic --team24 random --deals 2000 --seed 1
arena --variant chiva --team13 dominoes-alphabeta --team24 random --deals 200 --seed 1
arena --variant chiva --team13 dominoes-heuristic --team24 random --deals 1000 --seed 1
arena --variant chiva --team13 strong --team24 basic --deals 0 --matches 200 --seed 1
arena --variant haiti --team13 strong --team24 random --deals 500 --seed 1
arena --variant haiti --team13 strong --team24 random --deals 1000 --seed 1
arena --variant haiti --team13 strong --team24 dominoes-alphabeta --deals 200 --seed 1
arena --variant haiti --team13 basic --team24 random --deals 2000 --seed 1
arena --variant haiti --team13 strong --team24 basic --deals 0 --matches 200 --seed 1
arena --variant chiva --team13 strong --team24 openspiel-ismcts --deals 30 --seed 1
arena --variant haiti --team13 strong --team24 openspiel-ismcts --deals 30 --seed 1
arena --variant chiva --team13 openspiel-ismcts --team24 random --deals 100 --seed 1
arena --variant haiti --team13 openspiel-ismcts --team24 random --deals 100 --seed 1
