"""Konkyo's answerability model: for a (question, passage) pair, one forward pass gives
whether the passage is about the asked subject (topic), whether it states the answer
(answerability) and where the answer is (span). ``net`` defines the network shared by
training and inference; ``reader`` loads the shipped weights and reads passages."""
