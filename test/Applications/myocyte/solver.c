/* solver.c: fourth-order Runge-Kutta per cell, the step split while the
   cell is stimulated or its potential moves fast (the upstroke). */
#include <math.h>
#include "myocyte.h"

void rk4_step(double *y, double t, double h, const struct cell_params *p)
{
    double k1[NSTATE], k2[NSTATE], k3[NSTATE], k4[NSTATE], tmp[NSTATE];
    int    i;

    derivs(t, y, k1, p);
    for (i = 0; i < NSTATE; i++)
        tmp[i] = y[i] + 0.5 * h * k1[i];
    derivs(t + 0.5 * h, tmp, k2, p);
    for (i = 0; i < NSTATE; i++)
        tmp[i] = y[i] + 0.5 * h * k2[i];
    derivs(t + 0.5 * h, tmp, k3, p);
    for (i = 0; i < NSTATE; i++)
        tmp[i] = y[i] + h * k3[i];
    derivs(t + h, tmp, k4, p);
    for (i = 0; i < NSTATE; i++)
        y[i] += h / 6.0 * (k1[i] + 2.0 * k2[i] + 2.0 * k3[i] + k4[i]);
}

/* nsteps steps of dt from t = 0; y holds the final state on return. */
void integrate_cell(double *y, const struct cell_params *p, int nsteps,
                    double dt, struct cell_summary *s)
{
    double dydt[NSTATE];
    double t, v, v_prev, t_up = 0.0, v_peak = y[V_M], v_rest = y[V_M];
    int    n, k, firing = 0;

    s->v_max  = s->v_min = y[V_M];
    s->ca_max = y[CA_I];
    s->apd    = 0.0;
    s->beats  = 0;
    s->steps  = 0;
    for (n = 0; n < nsteps; n++) {
        t = n * dt;
        v_prev = y[V_M];
        derivs(t, y, dydt, p);
        if (fabs(dydt[V_M]) > DVDT_FINE || stimulus(t, p) != 0.0 ||
            stimulus(t + dt, p) != 0.0) {
            for (k = 0; k < NSUB; k++)
                rk4_step(y, t + k * (dt / NSUB), dt / NSUB, p);
            s->steps += NSUB;
        } else {
            rk4_step(y, t, dt, p);
            s->steps++;
        }

        v = y[V_M];
        if (v > s->v_max)
            s->v_max = v;
        if (v < s->v_min)
            s->v_min = v;
        if (y[CA_I] > s->ca_max)
            s->ca_max = y[CA_I];
        /* Upstroke through -20 mV, then 90% repolarisation towards the
           lowest diastolic potential before it. */
        if (!firing) {
            if (v < v_rest)
                v_rest = v;
            if (v_prev < -20.0 && v >= -20.0) {
                firing = 1;
                s->beats++;
                t_up   = t + dt;
                v_peak = v;
            }
        } else if (v > v_peak) {
            v_peak = v;
        } else if (v < v_peak - 0.9 * (v_peak - v_rest)) {
            s->apd = t + dt - t_up;
            firing = 0;
            v_rest = v;
        }
    }
}

void simulate(struct population *pop, int nsteps, double dt)
{
    int                  c, ncells = pop->ncells;
    double             **state   = pop->state;
    struct cell_params  *params  = pop->params;
    struct cell_summary *summary = pop->summary;

    /* The cells are not coupled: each one is integrated on its own. */
    #pragma omp parallel for shared(state, params, summary) firstprivate(nsteps, dt)
    for (c = 0; c < ncells; c++)
        integrate_cell(state[c], &params[c], nsteps, dt, &summary[c]);
}
