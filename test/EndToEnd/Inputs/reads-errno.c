/* Another file of the program: it reads errno after the caller's loop. */
#include <errno.h>
#include <stdio.h>

void report_domain_errors(void) {
  if (errno == EDOM)
    printf("domain error\n");
}
