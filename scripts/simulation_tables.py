"""Shared by scripts/reproduce-selector-table and scripts/reproduce-bias-table: runs
`pairrank-cli simulate` (at most JOBS at a time), reads its per-repetition JSON, and
formats paired differences — repetition r of every configuration has the same judge, so
differences are taken per repetition and summarised by their mean ± standard error."""
import collections
import concurrent.futures
import json
import os
import subprocess
import sys
import time

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
HANNA_CRITERIA = ("relevance", "coherence", "empathy", "surprise", "engagement", "complexity")


def find_cli():
    explicit = os.environ.get("PAIRRANK_CLI")
    if explicit:
        return explicit
    for build in ("ci", "dev"):
        path = os.path.join(ROOT, "build", build, "app", "cli", "pairrank-cli")
        if os.access(path, os.X_OK):
            return path
    sys.exit("build pairrank-cli first (cmake --build build/ci --target pairrank-cli) or set PAIRRANK_CLI")


def hanna_pool(path):
    """Writes HANNA's stories as 'truth latent' lines: truth = the mean of the 6 human
    criteria (each the mean of 3 crowd ratings); latent = the mean of every LLM/prompt
    rating's "avg" (values below 1 are unparseable answers, data/hanna/README.md, and
    are left out). Stories without LLM ratings are left out. Returns the count."""
    count = 0
    with open(os.path.join(ROOT, "data", "hanna", "hanna.jsonl"), encoding="utf-8") as source, \
            open(path, "w", encoding="utf-8") as target:
        for line in source:
            row = json.loads(line)
            ratings = [value.get("avg") for value in (row.get("llm_scores") or {}).values()]
            ratings = [value for value in ratings if value is not None and value >= 1]
            if not ratings:
                continue
            truth = sum(row["scores"][name] for name in HANNA_CRITERIA) / len(HANNA_CRITERIA)
            target.write(f"{truth!r} {sum(ratings) / len(ratings)!r}\n")
            count += 1
    return count


class Runner:
    """Runs simulations in parallel and keeps their JSON by name."""

    def __init__(self, jobs):
        self.cli = find_cli()
        self.pool = concurrent.futures.ThreadPoolExecutor(max_workers=jobs)
        self.futures = collections.OrderedDict()
        self.start = time.time()

    def submit(self, name, options):
        command = [self.cli, "simulate", "--per-repetition"] + [str(option) for option in options]
        self.futures[name] = self.pool.submit(subprocess.run, command, capture_output=True, text=True)

    def result(self, name):
        completed = self.futures[name].result()
        if completed.returncode != 0:
            sys.exit(f"simulation {name} failed: {completed.stderr.strip()}")
        return json.loads(completed.stdout)

    def elapsed(self):
        return time.time() - self.start


def mean_and_error(values):
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, 0.0
    variance = sum((value - mean) ** 2 for value in values) / (n - 1)
    return mean, (variance / n) ** 0.5


def paired(values, baseline):
    """Mean ± s.e. of value − baseline over the repetitions where both are defined, and the
    mean relative difference (mean difference / baseline mean)."""
    pairs = [(x, y) for x, y in zip(values, baseline) if x is not None and y is not None]
    if len(pairs) < 2:
        return "—"
    mean, error = mean_and_error([x - y for x, y in pairs])
    base = sum(y for _, y in pairs) / len(pairs)
    return f"{mean:+.1f} ± {error:.1f} ({100 * mean / base:+.1f}%)" if abs(base) > 1e-12 else "—"


def paired_spearman(values, baseline):
    mean, error = mean_and_error([x - y for x, y in zip(values, baseline)])
    return f"{mean:+.4f} ± {error:.4f}"
