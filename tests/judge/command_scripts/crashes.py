# A command judge that dies on its first request with a message on stderr.
import sys

sys.stdin.readline()
print("fatal: the model file is missing", file=sys.stderr, flush=True)
sys.exit(3)
