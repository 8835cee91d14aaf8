/* model.c: the ionic currents and the right-hand side of one cell. */
#include <math.h>
#include "myocyte.h"

/* Steady state of a gate opening with V. */
static double boltz(double v, double half, double slope)
{
    return 1.0 / (1.0 + exp(-(v - half) / slope));
}

/* A bell-shaped time constant: base + peak at centre, width wide. */
static double bell(double v, double base, double peak, double centre,
                   double wide)
{
    return base + peak * exp(-pow((v - centre) / wide, 2.0));
}

double stimulus(double t, const struct cell_params *p)
{
    double phase;

    if (t < p->stim_start)
        return 0.0;
    phase = fmod(t - p->stim_start, p->stim_period);
    return phase < STIM_DUR ? -p->stim_amp : 0.0;
}

void derivs(double t, const double *y, double *dydt,
            const struct cell_params *p)
{
    double v = y[V_M], cai = y[CA_I], casr = y[CA_SR];
    double nai = y[NA_I], ki = y[K_I];
    double rtf = R_GAS * p->temp / FARADAY;
    double phi = pow(2.2, (p->temp - 310.0) / 10.0);   /* Q10 of the gates */
    double e_na, e_k, e_ks, e_ca;
    double i_na, i_cal, i_kr, i_ks, i_k1, i_nak, i_ncx, i_bna, i_bca, i_st;
    double f_ca, j_rel, j_up, j_leak, buf;

    e_na = rtf * log(NA_O / nai);
    e_k  = rtf * log(K_O / ki);
    e_ks = rtf * log((K_O + 0.03 * NA_O) / (ki + 0.03 * nai));
    e_ca = 0.5 * rtf * log(CA_O / cai);

    i_na  = p->g_na * pow(y[NA_M], 3.0) * y[NA_H] * y[NA_J] * (v - e_na);
    f_ca  = 1.0 / (1.0 + pow(cai / 0.0006, 2.0));
    i_cal = p->g_cal * y[CA_D] * y[CA_F] * f_ca * (v - e_ca);
    i_kr  = p->g_kr * sqrt(K_O / 5.4) * y[K_XR] * (v - e_k) /
            (1.0 + exp((v + 9.0) / 22.4));
    i_ks  = p->g_ks * y[K_XS] * y[K_XS] * (v - e_ks);
    i_k1  = p->g_k1 * sqrt(K_O / 5.4) * (v - e_k) /
            (1.0 + exp(0.08 * (v - e_k - 8.0)));
    i_nak = p->inak_max * K_O / (K_O + 1.0) * nai / (nai + 40.0) /
            (1.0 + 0.1245 * exp(-0.1 * v / rtf) + 0.0353 * exp(-v / rtf));
    i_ncx = p->k_ncx * (exp(0.35 * v / rtf) * pow(nai, 3.0) * CA_O -
                        2.5 * exp(-0.65 * v / rtf) * pow(NA_O, 3.0) * cai) /
            ((pow(87.5, 3.0) + pow(NA_O, 3.0)) * (1.38 + CA_O) *
             (1.0 + 0.1 * exp(-0.65 * v / rtf)));
    i_bna = p->g_leak * (v - e_na);
    i_bca = 2.0 * p->g_leak * (v - e_ca);
    i_st  = stimulus(t, p);

    dydt[V_M] = -(i_na + i_cal + i_kr + i_ks + i_k1 + i_nak + i_ncx +
                  i_bna + i_bca + i_st);

    dydt[NA_M] = phi * (boltz(v, -48.0, 7.0) - y[NA_M]) /
                 bell(v, 0.06, 0.25, -45.0, 20.0);
    dydt[NA_H] = phi * (1.0 - boltz(v, -75.0, 6.0) - y[NA_H]) /
                 (0.4 + 7.0 / (1.0 + exp((v + 55.0) / 5.0)));
    dydt[NA_J] = phi * (1.0 - boltz(v, -75.0, 6.0) - y[NA_J]) /
                 (3.0 + 40.0 / (1.0 + exp((v + 60.0) / 8.0)));
    dydt[CA_D] = phi * (boltz(v, -10.0, 6.5) - y[CA_D]) /
                 bell(v, 0.8, 2.0, -20.0, 30.0);
    dydt[CA_F] = phi * (0.1 + 0.9 * (1.0 - boltz(v, -28.0, 7.0)) - y[CA_F]) /
                 bell(v, 40.0, 160.0, -30.0, 25.0);
    dydt[K_XR] = phi * (boltz(v, -20.0, 7.0) - y[K_XR]) /
                 bell(v, 50.0, 250.0, -30.0, 35.0);
    dydt[K_XS] = phi * (boltz(v, 5.0, 14.0) - y[K_XS]) /
                 (120.0 + 600.0 / (1.0 + exp((v + 30.0) / 15.0)));

    /* Release from the SR gated by the L-type channel and shut by
       cytosolic calcium, uptake by the pump, and a small leak. */
    j_rel  = p->k_rel * y[CA_D] * y[CA_F] / (1.0 + pow(cai / 0.001, 3.0)) *
             pow(casr, 2.0) / (pow(casr, 2.0) + 0.0625) * (casr - cai);
    j_up   = 0.0045 * pow(cai, 2.0) / (pow(cai, 2.0) + pow(0.00025, 2.0));
    j_leak = 0.00008 * (casr - cai);
    buf    = 1.0 / (1.0 + 0.15 * 0.001 / pow(cai + 0.001, 2.0));

    dydt[CA_I]  = buf * (-(i_cal + i_bca - 2.0 * i_ncx) * ION_CONV * 0.5 +
                         j_rel - j_up + j_leak);
    dydt[CA_SR] = (j_up - j_rel - j_leak) * SR_RATIO /
                  (1.0 + 10.0 * 0.3 / pow(casr + 0.3, 2.0));
    dydt[NA_I]  = -(i_na + i_bna + 3.0 * i_nak + 3.0 * i_ncx) * ION_CONV;
    dydt[K_I]   = -(i_kr + i_ks + i_k1 - 2.0 * i_nak + i_st) * ION_CONV;
}
