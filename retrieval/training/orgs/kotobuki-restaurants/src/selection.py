DROP = {}
DROP_KEYS = {f"{d}:{k}" for d, ks in DROP.items() for k in ks.split()}
