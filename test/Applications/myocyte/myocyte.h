/* myocyte.h: a population of ventricular myocytes, each a small ionic
   model with its own conductances and pacing, integrated independently. */
#ifndef MYOCYTE_H
#define MYOCYTE_H

#include <stdio.h>
#include <stdlib.h>

/* Indices into a cell's state vector. */
enum {
    V_M,            /* membrane potential, mV */
    NA_M, NA_H, NA_J,
    CA_D, CA_F,
    K_XR, K_XS,
    CA_I, CA_SR,    /* mM */
    NA_I, K_I,      /* mM */
    NSTATE
};

/* Constants: mV, ms, uA/uF, mM. */
#define R_GAS      8314.472
#define FARADAY    96485.3415
#define NA_O       140.0
#define K_O        5.4
#define CA_O       2.0
#define STIM_DUR   1.0
/* mM per (uA/uF * ms) of current into the cytosol, and the cytosol's
   volume over the SR's. */
#define ION_CONV   6.0e-5
#define SR_RATIO   15.0
/* A step is split in NSUB while the potential moves faster than this. */
#define DVDT_FINE  2.0
#define NSUB       5

#define CHECK(cond, ...)                                              \
    do {                                                              \
        if (!(cond)) {                                                \
            fprintf(stderr, "myocyte: " __VA_ARGS__);                 \
            fprintf(stderr, "\n");                                    \
            exit(1);                                                  \
        }                                                             \
    } while (0)

struct cell_params {
    double g_na, g_cal, g_kr, g_ks, g_k1, g_leak;
    double inak_max, k_ncx, k_rel;
    double temp;                              /* K */
    double stim_amp, stim_period, stim_start; /* uA/uF, ms, ms */
};

/* What integrate_cell records about one cell. */
struct cell_summary {
    double v_max, v_min, ca_max;
    double apd;      /* duration of the last complete action potential
                        at 90% repolarisation, ms (0 if none) */
    int    beats;    /* upstrokes through -20 mV */
    int    steps;    /* RK4 steps taken, the split ones included */
};

struct population {
    int                  ncells;
    struct cell_params  *params;
    double             **state;     /* ncells rows of NSTATE */
    struct cell_summary *summary;
};

struct pop_stats {
    double v_max, v_min, ca_max;
    long   beats, steps;
    int    quiet;    /* cells that never fired */
};

/* cells.c */
void   read_population(const char *filename, struct population *pop);
void   init_state(double *y);
void   free_population(struct population *pop);

/* model.c */
double stimulus(double t, const struct cell_params *p);
void   derivs(double t, const double *y, double *dydt,
              const struct cell_params *p);

/* solver.c */
void   rk4_step(double *y, double t, double h, const struct cell_params *p);
void   integrate_cell(double *y, const struct cell_params *p, int nsteps,
                      double dt, struct cell_summary *s);
void   simulate(struct population *pop, int nsteps, double dt);

/* stats.c */
void   population_stats(const struct population *pop, struct pop_stats *st);
void   print_report(const struct population *pop, const struct pop_stats *st);

#endif
