// Found through -isystem: a library's header, whose bodies are not read.
#ifndef COUNTER_H
#define COUNTER_H

inline double counted(double a) { return a; }

#endif
