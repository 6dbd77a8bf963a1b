# A command judge that answers every request with a line that is not JSON.
import sys

for line in sys.stdin:
    print("the answer is probably A", flush=True)
