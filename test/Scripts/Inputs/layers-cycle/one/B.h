#include "one/A.h"
