	switch (t->back) {
	default: Uerror("bad return move");
	case  0: goto R999; /* nothing to undo */

		 /* PROC :init: */

	case 3: // STATE 1
		;
		jn = trpt->bup.oval;
		;
		goto R999;

	case 4: // STATE 4
		;
		jn = trpt->bup.ovals[1];
		now.ncz[ Index(jn, 6) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 5: // STATE 10
		;
		jc = trpt->bup.oval;
		;
		goto R999;

	case 6: // STATE 18
		;
		jc = trpt->bup.ovals[6];
		now.pend[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.fx[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.wn[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.nx[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.ah[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.nd[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 7);
		goto R999;

	case 7: // STATE 24
		;
		jc = trpt->bup.oval;
		;
		goto R999;

	case 8: // STATE 32
		;
		jc = trpt->bup.ovals[6];
		now.cq1[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.cq0[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.chd[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.lsrv[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.srv[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.conn[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 7);
		goto R999;

	case 9: // STATE 38
		;
		now.srv[1] = trpt->bup.oval;
		;
		goto R999;

	case 10: // STATE 39
		;
		;
		delproc(0, now._nr_pr-1);
		;
		goto R999;

	case 11: // STATE 40
		;
		;
		delproc(0, now._nr_pr-1);
		;
		goto R999;

	case 12: // STATE 41
		;
		;
		delproc(0, now._nr_pr-1);
		;
		goto R999;

	case 13: // STATE 42
		;
		;
		delproc(0, now._nr_pr-1);
		;
		goto R999;

	case 14: // STATE 43
		;
		;
		delproc(0, now._nr_pr-1);
		;
		goto R999;

	case 15: // STATE 44
		;
		;
		delproc(0, now._nr_pr-1);
		;
		goto R999;

	case 16: // STATE 45
		;
		;
		delproc(0, now._nr_pr-1);
		;
		goto R999;

	case 17: // STATE 46
		;
		;
		delproc(0, now._nr_pr-1);
		;
		goto R999;

	case 18: // STATE 47
		;
		;
		delproc(0, now._nr_pr-1);
		;
		goto R999;

	case 19: // STATE 48
		;
		js = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 21: // STATE 50
		;
		;
		delproc(0, now._nr_pr-1);
		;
		goto R999;

	case 22: // STATE 51
		;
		js = trpt->bup.oval;
		;
		goto R999;

	case 23: // STATE 57
		;
		;
		delproc(0, now._nr_pr-1);
		;
		goto R999;

	case 24: // STATE 58
		;
		;
		delproc(0, now._nr_pr-1);
		;
		goto R999;

	case 25: // STATE 59
		;
		;
		delproc(0, now._nr_pr-1);
		;
		goto R999;

	case 26: // STATE 61
		;
		p_restor(II);
		;
		;
		goto R999;

		 /* PROC Monitor */
;
		
	case 27: // STATE 1
		goto R999;

	case 28: // STATE 4
		;
		p_restor(II);
		;
		;
		goto R999;

		 /* PROC Co */
;
		;
		
	case 30: // STATE 2
		;
		now.mst[ Index(((((P6 *)_this)->c*2)+((P6 *)_this)->i), 4) ] = trpt->bup.oval;
		;
		goto R999;

	case 31: // STATE 10
		;
		waiting[ Index(((((P6 *)_this)->c*2)+((P6 *)_this)->i), 4) ] = trpt->bup.ovals[1];
		now.cq0[ Index(((P6 *)_this)->c, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 32: // STATE 10
		;
		waiting[ Index(((((P6 *)_this)->c*2)+((P6 *)_this)->i), 4) ] = trpt->bup.ovals[1];
		now.cq1[ Index(((P6 *)_this)->c, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 33: // STATE 10
		;
		waiting[ Index(((((P6 *)_this)->c*2)+((P6 *)_this)->i), 4) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 36: // STATE 17
		;
		now.cq0[ Index(((P6 *)_this)->c, 2) ] = trpt->bup.ovals[1];
		now.mst[ Index(((((P6 *)_this)->c*2)+now.cq0[ Index(((P6 *)_this)->c, 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 37: // STATE 24
		;
		now.cq1[ Index(((P6 *)_this)->c, 2) ] = trpt->bup.ovals[1];
		now.mst[ Index(((((P6 *)_this)->c*2)+now.cq1[ Index(((P6 *)_this)->c, 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 38: // STATE 30
		;
		now.csv[ Index(((P6 *)_this)->c, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 39: // STATE 32
		;
		now.rel[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 40: // STATE 34
		;
		now.canc[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		;
		;
		;
		
	case 45: // STATE 43
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 47: // STATE 51
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 48: // STATE 51
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 49: // STATE 51
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 50: // STATE 60
		;
		now.cact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 51: // STATE 62
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 53: // STATE 70
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 54: // STATE 70
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 55: // STATE 70
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 56: // STATE 81
		;
		now.ph[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 57: // STATE 83
		;
		now.csv[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 58: // STATE 86
		;
		now.chd[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P6 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 59: // STATE 98
		;
		now.pp[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 60: // STATE 100
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 62: // STATE 108
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 63: // STATE 108
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 64: // STATE 108
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 65: // STATE 117
		;
		now.cact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 66: // STATE 119
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 68: // STATE 127
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 69: // STATE 127
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 70: // STATE 127
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 71: // STATE 138
		;
		now.ph[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 72: // STATE 140
		;
		now.csv[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 73: // STATE 143
		;
		now.chd[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P6 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 75: // STATE 159
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 77: // STATE 167
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 78: // STATE 167
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 79: // STATE 167
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 80: // STATE 176
		;
		now.cact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 81: // STATE 178
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 83: // STATE 186
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 84: // STATE 186
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 85: // STATE 186
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 86: // STATE 196
		;
		now.ph[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;
;
		;
		
	case 88: // STATE 198
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 90: // STATE 206
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 91: // STATE 206
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 92: // STATE 206
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 93: // STATE 218
		;
		now.pp[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 94: // STATE 231
		;
		now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 95: // STATE 237
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 97: // STATE 245
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 98: // STATE 245
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 99: // STATE 245
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 100: // STATE 254
		;
		now.cact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 101: // STATE 256
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 103: // STATE 264
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 104: // STATE 264
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 105: // STATE 264
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 106: // STATE 275
		;
		now.ph[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 107: // STATE 277
		;
		now.csv[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 108: // STATE 280
		;
		now.chd[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P6 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 110: // STATE 301
		;
		now.csv[ Index(((P6 *)_this)->c, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 111: // STATE 303
		;
		now.rel[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 112: // STATE 305
		;
		now.canc[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		;
		;
		;
		
	case 117: // STATE 314
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 119: // STATE 322
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 120: // STATE 322
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 121: // STATE 322
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 122: // STATE 331
		;
		now.cact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 123: // STATE 333
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 125: // STATE 341
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 126: // STATE 341
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 127: // STATE 341
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 128: // STATE 352
		;
		now.ph[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 129: // STATE 354
		;
		now.csv[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 130: // STATE 357
		;
		now.chd[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P6 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 131: // STATE 369
		;
		now.pp[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 132: // STATE 371
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 134: // STATE 379
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 135: // STATE 379
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 136: // STATE 379
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 137: // STATE 388
		;
		now.cact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 138: // STATE 390
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 140: // STATE 398
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 141: // STATE 398
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 142: // STATE 398
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 143: // STATE 409
		;
		now.ph[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 144: // STATE 411
		;
		now.csv[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 145: // STATE 414
		;
		now.chd[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P6 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 147: // STATE 430
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 149: // STATE 438
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 150: // STATE 438
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 151: // STATE 438
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 152: // STATE 447
		;
		now.cact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 153: // STATE 449
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 155: // STATE 457
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 156: // STATE 457
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 157: // STATE 457
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 158: // STATE 467
		;
		now.ph[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;
;
		;
		
	case 160: // STATE 469
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 162: // STATE 477
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 163: // STATE 477
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 164: // STATE 477
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 165: // STATE 489
		;
		now.pp[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 166: // STATE 502
		;
		now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 167: // STATE 508
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 169: // STATE 516
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 170: // STATE 516
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 171: // STATE 516
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 172: // STATE 525
		;
		now.cact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 173: // STATE 527
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 175: // STATE 535
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 176: // STATE 535
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 177: // STATE 535
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 178: // STATE 546
		;
		now.ph[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 179: // STATE 548
		;
		now.csv[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 180: // STATE 551
		;
		now.chd[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P6 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		;
		;
		
	case 183: // STATE 585
		;
		now.cgr[ Index(((P6 *)_this)->c, 2) ] = trpt->bup.ovals[13];
		now.csv[ Index(((P6 *)_this)->c, 2) ] = trpt->bup.ovals[12];
		now.prov[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[11];
		now.ows[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[10];
		now.ook[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[9];
		now.dl[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[8];
		now.fx[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[7];
		now.nx[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[6];
		now.ah[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[5];
		now.nd[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.canc[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.rel[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.lost[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.ph[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 14);
		goto R999;

	case 184: // STATE 586
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 186: // STATE 594
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 187: // STATE 594
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 188: // STATE 594
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 189: // STATE 605
		;
		now.nd[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 191: // STATE 607
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 193: // STATE 615
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 194: // STATE 615
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 195: // STATE 615
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 196: // STATE 624
		;
		now.cact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 197: // STATE 626
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 199: // STATE 634
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 200: // STATE 634
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 201: // STATE 634
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 202: // STATE 645
		;
		now.ph[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 203: // STATE 647
		;
		now.csv[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 204: // STATE 650
		;
		now.chd[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P6 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		
	case 205: // STATE 652
		goto R999;
;
		
	case 206: // STATE 656
		goto R999;
;
		
	case 207: // STATE 660
		goto R999;

	case 208: // STATE 664
		;
		now.ph[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.na[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.pend[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;
;
		;
		
	case 210: // STATE 666
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 212: // STATE 674
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 213: // STATE 674
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 214: // STATE 674
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 215: // STATE 686
		;
		now.pp[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;
;
		;
		
	case 217: // STATE 699
		;
		now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 219: // STATE 712
		;
		now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 221: // STATE 725
		;
		now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 222: // STATE 738
		;
		now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 223: // STATE 755
		;
		now.cq0[ Index(((P6 *)_this)->c, 2) ] = trpt->bup.ovals[2];
		now.mst[ Index(((((P6 *)_this)->c*2)+now.cq0[ Index(((P6 *)_this)->c, 2) ]), 4) ] = trpt->bup.ovals[1];
		now.csv[ Index(((P6 *)_this)->c, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 224: // STATE 758
		;
		now.cq1[ Index(((P6 *)_this)->c, 2) ] = trpt->bup.ovals[1];
		now.mst[ Index(((((P6 *)_this)->c*2)+now.cq1[ Index(((P6 *)_this)->c, 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 226: // STATE 771
		;
		now.cgr[ Index(((P6 *)_this)->c, 2) ] = trpt->bup.ovals[4];
		now.cq1[ Index(((P6 *)_this)->c, 2) ] = trpt->bup.ovals[3];
		now.cq0[ Index(((P6 *)_this)->c, 2) ] = trpt->bup.ovals[2];
		now.chd[ Index(((P6 *)_this)->c, 2) ] = trpt->bup.ovals[1];
		now.mst[ Index(((((P6 *)_this)->c*2)+now.cq0[ Index(((P6 *)_this)->c, 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 227: // STATE 781
		;
		now.ows[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 228: // STATE 792
		;
		now.ql[ Index(((P6 *)_this)->c, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(((P6 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P6 *)_this)->c, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(((P6 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P6 *)_this)->c, 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index(((P6 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P6 *)_this)->c, 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index(((P6 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P6 *)_this)->c, 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index(((P6 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P6 *)_this)->c, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(((P6 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P6 *)_this)->c, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(((P6 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P6 *)_this)->c, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(((P6 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P6 *)_this)->c, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		
	case 229: // STATE 797
		goto R999;
;
		
	case 230: // STATE 795
		goto R999;

	case 231: // STATE 1606
		;
		((P6 *)_this)->r = trpt->bup.ovals[2];
		now.mst[ Index(((((P6 *)_this)->c*2)+((P6 *)_this)->i), 4) ] = trpt->bup.ovals[1];
		waiting[ Index(((((P6 *)_this)->c*2)+((P6 *)_this)->i), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 232: // STATE 805
		;
		waiting[ Index(((((P6 *)_this)->c*2)+((P6 *)_this)->i), 4) ] = trpt->bup.oval;
		;
		goto R999;

	case 233: // STATE 813
		;
		now.mst[ Index(((((P6 *)_this)->c*2)+((P6 *)_this)->i), 4) ] = trpt->bup.ovals[1];
		now.chd[ Index(((P6 *)_this)->c, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 234: // STATE 813
		;
		now.mst[ Index(((((P6 *)_this)->c*2)+((P6 *)_this)->i), 4) ] = trpt->bup.oval;
		;
		goto R999;

	case 235: // STATE 813
		;
		now.mst[ Index(((((P6 *)_this)->c*2)+((P6 *)_this)->i), 4) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 238: // STATE 821
		;
		now.cq0[ Index(((P6 *)_this)->c, 2) ] = trpt->bup.ovals[1];
		now.mst[ Index(((((P6 *)_this)->c*2)+now.cq0[ Index(((P6 *)_this)->c, 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 239: // STATE 828
		;
		now.cq1[ Index(((P6 *)_this)->c, 2) ] = trpt->bup.ovals[1];
		now.mst[ Index(((((P6 *)_this)->c*2)+now.cq1[ Index(((P6 *)_this)->c, 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 240: // STATE 834
		;
		now.csv[ Index(((P6 *)_this)->c, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 241: // STATE 836
		;
		now.rel[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 242: // STATE 838
		;
		now.canc[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		;
		;
		;
		
	case 247: // STATE 847
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 249: // STATE 855
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 250: // STATE 855
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 251: // STATE 855
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 252: // STATE 864
		;
		now.cact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 253: // STATE 866
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 255: // STATE 874
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 256: // STATE 874
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 257: // STATE 874
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 258: // STATE 885
		;
		now.ph[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 259: // STATE 887
		;
		now.csv[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 260: // STATE 890
		;
		now.chd[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P6 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 261: // STATE 902
		;
		now.pp[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 262: // STATE 904
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 264: // STATE 912
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 265: // STATE 912
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 266: // STATE 912
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 267: // STATE 921
		;
		now.cact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 268: // STATE 923
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 270: // STATE 931
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 271: // STATE 931
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 272: // STATE 931
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 273: // STATE 942
		;
		now.ph[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 274: // STATE 944
		;
		now.csv[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 275: // STATE 947
		;
		now.chd[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P6 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 277: // STATE 963
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 279: // STATE 971
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 280: // STATE 971
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 281: // STATE 971
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 282: // STATE 980
		;
		now.cact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 283: // STATE 982
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 285: // STATE 990
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 286: // STATE 990
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 287: // STATE 990
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 288: // STATE 1000
		;
		now.ph[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;
;
		;
		
	case 290: // STATE 1002
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 292: // STATE 1010
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 293: // STATE 1010
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 294: // STATE 1010
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 295: // STATE 1022
		;
		now.pp[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 296: // STATE 1035
		;
		now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 297: // STATE 1041
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 299: // STATE 1049
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 300: // STATE 1049
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 301: // STATE 1049
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 302: // STATE 1058
		;
		now.cact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 303: // STATE 1060
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 305: // STATE 1068
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 306: // STATE 1068
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 307: // STATE 1068
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 308: // STATE 1079
		;
		now.ph[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 309: // STATE 1081
		;
		now.csv[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 310: // STATE 1084
		;
		now.chd[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P6 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 312: // STATE 1105
		;
		now.csv[ Index(((P6 *)_this)->c, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 313: // STATE 1107
		;
		now.rel[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 314: // STATE 1109
		;
		now.canc[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		;
		;
		;
		
	case 319: // STATE 1118
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 321: // STATE 1126
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 322: // STATE 1126
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 323: // STATE 1126
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 324: // STATE 1135
		;
		now.cact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 325: // STATE 1137
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 327: // STATE 1145
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 328: // STATE 1145
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 329: // STATE 1145
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 330: // STATE 1156
		;
		now.ph[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 331: // STATE 1158
		;
		now.csv[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 332: // STATE 1161
		;
		now.chd[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P6 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 333: // STATE 1173
		;
		now.pp[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 334: // STATE 1175
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 336: // STATE 1183
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 337: // STATE 1183
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 338: // STATE 1183
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 339: // STATE 1192
		;
		now.cact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 340: // STATE 1194
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 342: // STATE 1202
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 343: // STATE 1202
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 344: // STATE 1202
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 345: // STATE 1213
		;
		now.ph[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 346: // STATE 1215
		;
		now.csv[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 347: // STATE 1218
		;
		now.chd[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P6 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 349: // STATE 1234
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 351: // STATE 1242
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 352: // STATE 1242
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 353: // STATE 1242
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 354: // STATE 1251
		;
		now.cact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 355: // STATE 1253
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 357: // STATE 1261
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 358: // STATE 1261
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 359: // STATE 1261
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 360: // STATE 1271
		;
		now.ph[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;
;
		;
		
	case 362: // STATE 1273
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 364: // STATE 1281
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 365: // STATE 1281
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 366: // STATE 1281
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 367: // STATE 1293
		;
		now.pp[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 368: // STATE 1306
		;
		now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 369: // STATE 1312
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 371: // STATE 1320
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 372: // STATE 1320
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 373: // STATE 1320
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 374: // STATE 1329
		;
		now.cact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 375: // STATE 1331
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 377: // STATE 1339
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 378: // STATE 1339
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 379: // STATE 1339
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 380: // STATE 1350
		;
		now.ph[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 381: // STATE 1352
		;
		now.csv[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 382: // STATE 1355
		;
		now.chd[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P6 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		;
		;
		
	case 385: // STATE 1389
		;
		now.cgr[ Index(((P6 *)_this)->c, 2) ] = trpt->bup.ovals[13];
		now.csv[ Index(((P6 *)_this)->c, 2) ] = trpt->bup.ovals[12];
		now.prov[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[11];
		now.ows[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[10];
		now.ook[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[9];
		now.dl[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[8];
		now.fx[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[7];
		now.nx[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[6];
		now.ah[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[5];
		now.nd[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.canc[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.rel[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.lost[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.ph[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 14);
		goto R999;

	case 386: // STATE 1390
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 388: // STATE 1398
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 389: // STATE 1398
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 390: // STATE 1398
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 391: // STATE 1409
		;
		now.nd[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 393: // STATE 1411
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 395: // STATE 1419
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 396: // STATE 1419
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 397: // STATE 1419
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 398: // STATE 1428
		;
		now.cact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 399: // STATE 1430
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 401: // STATE 1438
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 402: // STATE 1438
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 403: // STATE 1438
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 404: // STATE 1449
		;
		now.ph[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 405: // STATE 1451
		;
		now.csv[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 406: // STATE 1454
		;
		now.chd[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P6 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		
	case 407: // STATE 1456
		goto R999;
;
		
	case 408: // STATE 1460
		goto R999;
;
		
	case 409: // STATE 1464
		goto R999;

	case 410: // STATE 1468
		;
		now.ph[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.na[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.pend[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;
;
		;
		
	case 412: // STATE 1470
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 414: // STATE 1478
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 415: // STATE 1478
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 416: // STATE 1478
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 417: // STATE 1490
		;
		now.pp[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;
;
		;
		
	case 419: // STATE 1503
		;
		now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 421: // STATE 1516
		;
		now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 423: // STATE 1529
		;
		now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 424: // STATE 1542
		;
		now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P6 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 425: // STATE 1559
		;
		now.cq0[ Index(((P6 *)_this)->c, 2) ] = trpt->bup.ovals[2];
		now.mst[ Index(((((P6 *)_this)->c*2)+now.cq0[ Index(((P6 *)_this)->c, 2) ]), 4) ] = trpt->bup.ovals[1];
		now.csv[ Index(((P6 *)_this)->c, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 426: // STATE 1562
		;
		now.cq1[ Index(((P6 *)_this)->c, 2) ] = trpt->bup.ovals[1];
		now.mst[ Index(((((P6 *)_this)->c*2)+now.cq1[ Index(((P6 *)_this)->c, 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 428: // STATE 1575
		;
		now.cgr[ Index(((P6 *)_this)->c, 2) ] = trpt->bup.ovals[4];
		now.cq1[ Index(((P6 *)_this)->c, 2) ] = trpt->bup.ovals[3];
		now.cq0[ Index(((P6 *)_this)->c, 2) ] = trpt->bup.ovals[2];
		now.chd[ Index(((P6 *)_this)->c, 2) ] = trpt->bup.ovals[1];
		now.mst[ Index(((((P6 *)_this)->c*2)+now.cq0[ Index(((P6 *)_this)->c, 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 429: // STATE 1585
		;
		now.ows[ Index(((((P6 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 430: // STATE 1606
		;
		((P6 *)_this)->r = trpt->bup.ovals[9];
		now.ql[ Index(((P6 *)_this)->c, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(((P6 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P6 *)_this)->c, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(((P6 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P6 *)_this)->c, 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index(((P6 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P6 *)_this)->c, 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index(((P6 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P6 *)_this)->c, 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index(((P6 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P6 *)_this)->c, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(((P6 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P6 *)_this)->c, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(((P6 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P6 *)_this)->c, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(((P6 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P6 *)_this)->c, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 10);
		goto R999;

	case 431: // STATE 1606
		;
		((P6 *)_this)->r = trpt->bup.oval;
		;
		goto R999;

	case 432: // STATE 1606
		;
		((P6 *)_this)->r = trpt->bup.oval;
		;
		goto R999;

	case 433: // STATE 1606
		;
		((P6 *)_this)->r = trpt->bup.oval;
		;
		goto R999;

	case 434: // STATE 1612
		;
		p_restor(II);
		;
		;
		goto R999;

		 /* PROC Leader */
;
		;
		
	case 436: // STATE 6
		;
		jm = trpt->bup.ovals[1];
		jn = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		;
		;
		
	case 439: // STATE 17
		;
		jm = trpt->bup.ovals[1];
		jn = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 440: // STATE 17
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 441: // STATE 17
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 442: // STATE 17
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 443: // STATE 28
		;
		now.ndz[ Index(jn, 6) ] = trpt->bup.ovals[3];
		now.zxl = trpt->bup.ovals[2];
		now.nout[ Index(jn, 6) ] = trpt->bup.ovals[1];
		now.flt = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 444: // STATE 29
		;
		now.zx[0] = trpt->bup.oval;
		;
		goto R999;

	case 445: // STATE 30
		;
		js = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 448: // STATE 39
		;
		jm = trpt->bup.ovals[1];
		now.kick[ Index(js, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 449: // STATE 39
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 450: // STATE 39
		;
		jm = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 452: // STATE 42
		;
		now.wreg[ Index(((js*1)+jm), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 453: // STATE 45
		;
		jj = trpt->bup.oval;
		;
		goto R999;

	case 454: // STATE 55
		;
		jj = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 455: // STATE 70
		;
		now.qp[ Index(js, 2) ] = trpt->bup.ovals[9];
		now.ql[ Index(js, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 10);
		goto R999;

	case 456: // STATE 77
		;
		now.oreg[ Index(((js*1)+jm), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 457: // STATE 80
		;
		jj = trpt->bup.oval;
		;
		goto R999;

	case 458: // STATE 90
		;
		jj = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 459: // STATE 105
		;
		now.qp[ Index(js, 2) ] = trpt->bup.ovals[9];
		now.ql[ Index(js, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 10);
		goto R999;

	case 460: // STATE 113
		;
		jn = trpt->bup.ovals[1];
		jcnt = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 462: // STATE 121
		;
		jn = trpt->bup.ovals[1];
		jcnt = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 463: // STATE 121
		;
		jn = trpt->bup.oval;
		;
		goto R999;

	case 464: // STATE 121
		;
		jn = trpt->bup.oval;
		;
		goto R999;

	case 465: // STATE 128
		;
		now.creg[ Index(((js*1)+jm), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 466: // STATE 131
		;
		jj = trpt->bup.oval;
		;
		goto R999;

	case 467: // STATE 141
		;
		jj = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 468: // STATE 166
		;
		jm = trpt->bup.ovals[10];
		now.qp[ Index(js, 2) ] = trpt->bup.ovals[9];
		now.ql[ Index(js, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 11);
		goto R999;

	case 469: // STATE 166
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 470: // STATE 166
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 471: // STATE 166
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 472: // STATE 176
		;
		js = trpt->bup.oval;
		;
		goto R999;

	case 473: // STATE 176
		;
		js = trpt->bup.oval;
		;
		goto R999;
;
		
	case 474: // STATE 185
		goto R999;

	case 475: // STATE 192
		;
		p_restor(II);
		;
		;
		goto R999;

		 /* PROC Fol */
;
		;
		
	case 477: // STATE 2
		;
		now.zx[ Index(((P4 *)_this)->s, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 478: // STATE 4
		;
		js = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 481: // STATE 13
		;
		jm = trpt->bup.ovals[1];
		now.kick[ Index(js, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 482: // STATE 13
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 483: // STATE 13
		;
		jm = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 485: // STATE 16
		;
		now.wreg[ Index(((js*1)+jm), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 486: // STATE 19
		;
		jj = trpt->bup.oval;
		;
		goto R999;

	case 487: // STATE 29
		;
		jj = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 488: // STATE 44
		;
		now.qp[ Index(js, 2) ] = trpt->bup.ovals[9];
		now.ql[ Index(js, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 10);
		goto R999;

	case 489: // STATE 51
		;
		now.oreg[ Index(((js*1)+jm), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 490: // STATE 54
		;
		jj = trpt->bup.oval;
		;
		goto R999;

	case 491: // STATE 64
		;
		jj = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 492: // STATE 79
		;
		now.qp[ Index(js, 2) ] = trpt->bup.ovals[9];
		now.ql[ Index(js, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 10);
		goto R999;

	case 493: // STATE 87
		;
		jn = trpt->bup.ovals[1];
		jcnt = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 495: // STATE 95
		;
		jn = trpt->bup.ovals[1];
		jcnt = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 496: // STATE 95
		;
		jn = trpt->bup.oval;
		;
		goto R999;

	case 497: // STATE 95
		;
		jn = trpt->bup.oval;
		;
		goto R999;

	case 498: // STATE 102
		;
		now.creg[ Index(((js*1)+jm), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 499: // STATE 105
		;
		jj = trpt->bup.oval;
		;
		goto R999;

	case 500: // STATE 115
		;
		jj = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 501: // STATE 140
		;
		jm = trpt->bup.ovals[10];
		now.qp[ Index(js, 2) ] = trpt->bup.ovals[9];
		now.ql[ Index(js, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 11);
		goto R999;

	case 502: // STATE 140
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 503: // STATE 140
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 504: // STATE 140
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 505: // STATE 150
		;
		js = trpt->bup.oval;
		;
		goto R999;

	case 506: // STATE 150
		;
		js = trpt->bup.oval;
		;
		goto R999;

	case 507: // STATE 157
		;
		js = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 509: // STATE 166
		;
		js = trpt->bup.ovals[2];
		now.qp[ Index(js, 2) ] = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].st = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 510: // STATE 166
		;
		js = trpt->bup.oval;
		;
		goto R999;

	case 511: // STATE 166
		;
		js = trpt->bup.oval;
		;
		goto R999;

	case 512: // STATE 177
		;
		p_restor(II);
		;
		;
		goto R999;

		 /* PROC Proc */
;
		;
		
	case 514: // STATE 4
		;
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].rc = trpt->bup.ovals[2];
		jkd = trpt->bup.ovals[1];
		jn = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 515: // STATE 6
		;
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].rc = trpt->bup.oval;
		;
		goto R999;

	case 516: // STATE 12
		;
		now.sqc[ Index(( ((1==4)) ? (1) : (( ((1==5)) ? (2) : (0) )) ), 3) ] = trpt->bup.ovals[3];
		now.nsq[ Index(jn, 6) ] = trpt->bup.ovals[2];
		now.ncz[ Index(jn, 6) ] = trpt->bup.ovals[1];
		now.zxl = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 517: // STATE 13
		;
		now.zx[0] = trpt->bup.oval;
		;
		goto R999;

	case 518: // STATE 14
		;
		js = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 521: // STATE 23
		;
		jm = trpt->bup.ovals[1];
		now.kick[ Index(js, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 522: // STATE 23
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 523: // STATE 23
		;
		jm = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 525: // STATE 26
		;
		now.wreg[ Index(((js*1)+jm), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 526: // STATE 29
		;
		jj = trpt->bup.oval;
		;
		goto R999;

	case 527: // STATE 39
		;
		jj = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 528: // STATE 54
		;
		now.qp[ Index(js, 2) ] = trpt->bup.ovals[9];
		now.ql[ Index(js, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 10);
		goto R999;

	case 529: // STATE 61
		;
		now.oreg[ Index(((js*1)+jm), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 530: // STATE 64
		;
		jj = trpt->bup.oval;
		;
		goto R999;

	case 531: // STATE 74
		;
		jj = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 532: // STATE 89
		;
		now.qp[ Index(js, 2) ] = trpt->bup.ovals[9];
		now.ql[ Index(js, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 10);
		goto R999;

	case 533: // STATE 97
		;
		jn = trpt->bup.ovals[1];
		jcnt = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 535: // STATE 105
		;
		jn = trpt->bup.ovals[1];
		jcnt = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 536: // STATE 105
		;
		jn = trpt->bup.oval;
		;
		goto R999;

	case 537: // STATE 105
		;
		jn = trpt->bup.oval;
		;
		goto R999;

	case 538: // STATE 112
		;
		now.creg[ Index(((js*1)+jm), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 539: // STATE 115
		;
		jj = trpt->bup.oval;
		;
		goto R999;

	case 540: // STATE 125
		;
		jj = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 541: // STATE 150
		;
		jm = trpt->bup.ovals[10];
		now.qp[ Index(js, 2) ] = trpt->bup.ovals[9];
		now.ql[ Index(js, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 11);
		goto R999;

	case 542: // STATE 150
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 543: // STATE 150
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 544: // STATE 150
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 545: // STATE 160
		;
		js = trpt->bup.oval;
		;
		goto R999;

	case 546: // STATE 160
		;
		js = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 548: // STATE 170
		;
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].rc = trpt->bup.oval;
		;
		goto R999;

	case 549: // STATE 172
		;
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].rc = trpt->bup.oval;
		;
		goto R999;

	case 550: // STATE 174
		;
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].rc = trpt->bup.oval;
		;
		goto R999;

	case 551: // STATE 178
		;
		now.nsq[ Index(jn, 6) ] = trpt->bup.ovals[2];
		now.ncz[ Index(jn, 6) ] = trpt->bup.ovals[1];
		now.zxl = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 552: // STATE 179
		;
		now.zx[0] = trpt->bup.oval;
		;
		goto R999;

	case 553: // STATE 180
		;
		js = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 556: // STATE 189
		;
		jm = trpt->bup.ovals[1];
		now.kick[ Index(js, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 557: // STATE 189
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 558: // STATE 189
		;
		jm = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 560: // STATE 192
		;
		now.wreg[ Index(((js*1)+jm), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 561: // STATE 195
		;
		jj = trpt->bup.oval;
		;
		goto R999;

	case 562: // STATE 205
		;
		jj = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 563: // STATE 220
		;
		now.qp[ Index(js, 2) ] = trpt->bup.ovals[9];
		now.ql[ Index(js, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 10);
		goto R999;

	case 564: // STATE 227
		;
		now.oreg[ Index(((js*1)+jm), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 565: // STATE 230
		;
		jj = trpt->bup.oval;
		;
		goto R999;

	case 566: // STATE 240
		;
		jj = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 567: // STATE 255
		;
		now.qp[ Index(js, 2) ] = trpt->bup.ovals[9];
		now.ql[ Index(js, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 10);
		goto R999;

	case 568: // STATE 263
		;
		jn = trpt->bup.ovals[1];
		jcnt = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 570: // STATE 271
		;
		jn = trpt->bup.ovals[1];
		jcnt = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 571: // STATE 271
		;
		jn = trpt->bup.oval;
		;
		goto R999;

	case 572: // STATE 271
		;
		jn = trpt->bup.oval;
		;
		goto R999;

	case 573: // STATE 278
		;
		now.creg[ Index(((js*1)+jm), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 574: // STATE 281
		;
		jj = trpt->bup.oval;
		;
		goto R999;

	case 575: // STATE 291
		;
		jj = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 576: // STATE 316
		;
		jm = trpt->bup.ovals[10];
		now.qp[ Index(js, 2) ] = trpt->bup.ovals[9];
		now.ql[ Index(js, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 11);
		goto R999;

	case 577: // STATE 316
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 578: // STATE 316
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 579: // STATE 316
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 580: // STATE 326
		;
		js = trpt->bup.oval;
		;
		goto R999;

	case 581: // STATE 326
		;
		js = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 583: // STATE 339
		;
		now.ndz[ Index(jn, 6) ] = trpt->bup.ovals[1];
		now.zxl = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 584: // STATE 340
		;
		now.zx[0] = trpt->bup.oval;
		;
		goto R999;

	case 585: // STATE 341
		;
		js = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 588: // STATE 350
		;
		jm = trpt->bup.ovals[1];
		now.kick[ Index(js, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 589: // STATE 350
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 590: // STATE 350
		;
		jm = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 592: // STATE 353
		;
		now.wreg[ Index(((js*1)+jm), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 593: // STATE 356
		;
		jj = trpt->bup.oval;
		;
		goto R999;

	case 594: // STATE 366
		;
		jj = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 595: // STATE 381
		;
		now.qp[ Index(js, 2) ] = trpt->bup.ovals[9];
		now.ql[ Index(js, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 10);
		goto R999;

	case 596: // STATE 388
		;
		now.oreg[ Index(((js*1)+jm), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 597: // STATE 391
		;
		jj = trpt->bup.oval;
		;
		goto R999;

	case 598: // STATE 401
		;
		jj = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 599: // STATE 416
		;
		now.qp[ Index(js, 2) ] = trpt->bup.ovals[9];
		now.ql[ Index(js, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 10);
		goto R999;

	case 600: // STATE 424
		;
		jn = trpt->bup.ovals[1];
		jcnt = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 602: // STATE 432
		;
		jn = trpt->bup.ovals[1];
		jcnt = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 603: // STATE 432
		;
		jn = trpt->bup.oval;
		;
		goto R999;

	case 604: // STATE 432
		;
		jn = trpt->bup.oval;
		;
		goto R999;

	case 605: // STATE 439
		;
		now.creg[ Index(((js*1)+jm), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 606: // STATE 442
		;
		jj = trpt->bup.oval;
		;
		goto R999;

	case 607: // STATE 452
		;
		jj = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 608: // STATE 477
		;
		jm = trpt->bup.ovals[10];
		now.qp[ Index(js, 2) ] = trpt->bup.ovals[9];
		now.ql[ Index(js, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 11);
		goto R999;

	case 609: // STATE 477
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 610: // STATE 477
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 611: // STATE 477
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 612: // STATE 487
		;
		js = trpt->bup.oval;
		;
		goto R999;

	case 613: // STATE 487
		;
		js = trpt->bup.oval;
		;
		goto R999;

	case 614: // STATE 496
		;
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].rc = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 616: // STATE 501
		;
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].rc = trpt->bup.oval;
		;
		goto R999;
;
		
	case 617: // STATE 503
		goto R999;

	case 618: // STATE 508
		;
		jm = trpt->bup.ovals[1];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].r2 = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 620: // STATE 517
		;
		jm = trpt->bup.ovals[2];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].r2 = trpt->bup.ovals[1];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].rc = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 621: // STATE 517
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 622: // STATE 517
		;
		jm = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		
	case 624: // STATE 524
		goto R999;

	case 625: // STATE 527
		;
		jm = trpt->bup.ovals[1];
		jmask = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 627: // STATE 535
		;
		jm = trpt->bup.ovals[1];
		jmask = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 628: // STATE 535
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 629: // STATE 535
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 630: // STATE 541
		;
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].res = trpt->bup.oval;
		;
		goto R999;

	case 631: // STATE 544
		;
		now.cact[ Index(((((P3 *)_this)->c*1)+now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].k), 2) ] = trpt->bup.ovals[1];
		now.creg[ Index(((((P3 *)_this)->c*1)+now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].k), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		
	case 632: // STATE 546
		goto R999;
;
		;
		;
		;
		
	case 635: // STATE 553
		;
		now.wact[ Index(((((P3 *)_this)->c*1)+now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].k), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P3 *)_this)->c*1)+now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].k), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		
	case 636: // STATE 555
		goto R999;

	case 637: // STATE 559
		;
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].rc = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 640: // STATE 567
		;
		now.onode[ Index(((((P3 *)_this)->c*1)+now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].k), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P3 *)_this)->c*1)+now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].k), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P3 *)_this)->c*1)+now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].k), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;
;
		
	case 641: // STATE 569
		goto R999;

	case 642: // STATE 573
		;
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].rc = trpt->bup.oval;
		;
		goto R999;
;
		
	case 643: // STATE 577
		goto R999;
;
		
	case 644: // STATE 582
		goto R999;

	case 645: // STATE 584
		;
		jj = trpt->bup.oval;
		;
		goto R999;

	case 646: // STATE 594
		;
		jj = trpt->bup.ovals[8];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(jj, 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(jj, 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(jj, 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(jj, 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(jj, 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(jj, 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(jj, 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(jj, 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 647: // STATE 608
		;
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P3 *)_this)->c, 2) ], 7) ].zx = trpt->bup.ovals[8];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P3 *)_this)->c, 2) ], 7) ].st = trpt->bup.ovals[7];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P3 *)_this)->c, 2) ], 7) ].res = trpt->bup.ovals[6];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P3 *)_this)->c, 2) ], 7) ].rc = trpt->bup.ovals[5];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P3 *)_this)->c, 2) ], 7) ].r2 = trpt->bup.ovals[4];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P3 *)_this)->c, 2) ], 7) ].a = trpt->bup.ovals[3];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P3 *)_this)->c, 2) ], 7) ].k = trpt->bup.ovals[2];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P3 *)_this)->c, 2) ], 7) ].ty = trpt->bup.ovals[1];
		now.ql[ Index(((P3 *)_this)->c, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		
	case 648: // STATE 624
		goto R999;

	case 649: // STATE 611
		;
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].zx = trpt->bup.oval;
		;
		goto R999;

	case 650: // STATE 614
		;
		now.qp[ Index(((P3 *)_this)->c, 2) ] = trpt->bup.ovals[1];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].st = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		
	case 651: // STATE 618
		goto R999;

	case 652: // STATE 616
		;
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].st = trpt->bup.oval;
		;
		goto R999;

	case 653: // STATE 622
		;
		now.qp[ Index(((P3 *)_this)->c, 2) ] = trpt->bup.ovals[2];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].st = trpt->bup.ovals[1];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].zx = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;
;
		;
		
	case 655: // STATE 630
		;
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].rc = trpt->bup.ovals[2];
		jkd = trpt->bup.ovals[1];
		jn = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 656: // STATE 632
		;
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].rc = trpt->bup.oval;
		;
		goto R999;

	case 657: // STATE 638
		;
		now.sqc[ Index(( ((1==4)) ? (1) : (( ((1==5)) ? (2) : (0) )) ), 3) ] = trpt->bup.ovals[3];
		now.nsq[ Index(jn, 6) ] = trpt->bup.ovals[2];
		now.ncz[ Index(jn, 6) ] = trpt->bup.ovals[1];
		now.zxl = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 658: // STATE 639
		;
		now.zx[0] = trpt->bup.oval;
		;
		goto R999;

	case 659: // STATE 640
		;
		js = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 662: // STATE 649
		;
		jm = trpt->bup.ovals[1];
		now.kick[ Index(js, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 663: // STATE 649
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 664: // STATE 649
		;
		jm = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 666: // STATE 652
		;
		now.wreg[ Index(((js*1)+jm), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 667: // STATE 655
		;
		jj = trpt->bup.oval;
		;
		goto R999;

	case 668: // STATE 665
		;
		jj = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 669: // STATE 680
		;
		now.qp[ Index(js, 2) ] = trpt->bup.ovals[9];
		now.ql[ Index(js, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 10);
		goto R999;

	case 670: // STATE 687
		;
		now.oreg[ Index(((js*1)+jm), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 671: // STATE 690
		;
		jj = trpt->bup.oval;
		;
		goto R999;

	case 672: // STATE 700
		;
		jj = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 673: // STATE 715
		;
		now.qp[ Index(js, 2) ] = trpt->bup.ovals[9];
		now.ql[ Index(js, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 10);
		goto R999;

	case 674: // STATE 723
		;
		jn = trpt->bup.ovals[1];
		jcnt = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 676: // STATE 731
		;
		jn = trpt->bup.ovals[1];
		jcnt = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 677: // STATE 731
		;
		jn = trpt->bup.oval;
		;
		goto R999;

	case 678: // STATE 731
		;
		jn = trpt->bup.oval;
		;
		goto R999;

	case 679: // STATE 738
		;
		now.creg[ Index(((js*1)+jm), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 680: // STATE 741
		;
		jj = trpt->bup.oval;
		;
		goto R999;

	case 681: // STATE 751
		;
		jj = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 682: // STATE 776
		;
		jm = trpt->bup.ovals[10];
		now.qp[ Index(js, 2) ] = trpt->bup.ovals[9];
		now.ql[ Index(js, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 11);
		goto R999;

	case 683: // STATE 776
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 684: // STATE 776
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 685: // STATE 776
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 686: // STATE 786
		;
		js = trpt->bup.oval;
		;
		goto R999;

	case 687: // STATE 786
		;
		js = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 689: // STATE 796
		;
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].rc = trpt->bup.oval;
		;
		goto R999;

	case 690: // STATE 798
		;
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].rc = trpt->bup.oval;
		;
		goto R999;

	case 691: // STATE 800
		;
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].rc = trpt->bup.oval;
		;
		goto R999;

	case 692: // STATE 804
		;
		now.nsq[ Index(jn, 6) ] = trpt->bup.ovals[2];
		now.ncz[ Index(jn, 6) ] = trpt->bup.ovals[1];
		now.zxl = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 693: // STATE 805
		;
		now.zx[0] = trpt->bup.oval;
		;
		goto R999;

	case 694: // STATE 806
		;
		js = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 697: // STATE 815
		;
		jm = trpt->bup.ovals[1];
		now.kick[ Index(js, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 698: // STATE 815
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 699: // STATE 815
		;
		jm = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 701: // STATE 818
		;
		now.wreg[ Index(((js*1)+jm), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 702: // STATE 821
		;
		jj = trpt->bup.oval;
		;
		goto R999;

	case 703: // STATE 831
		;
		jj = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 704: // STATE 846
		;
		now.qp[ Index(js, 2) ] = trpt->bup.ovals[9];
		now.ql[ Index(js, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 10);
		goto R999;

	case 705: // STATE 853
		;
		now.oreg[ Index(((js*1)+jm), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 706: // STATE 856
		;
		jj = trpt->bup.oval;
		;
		goto R999;

	case 707: // STATE 866
		;
		jj = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 708: // STATE 881
		;
		now.qp[ Index(js, 2) ] = trpt->bup.ovals[9];
		now.ql[ Index(js, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 10);
		goto R999;

	case 709: // STATE 889
		;
		jn = trpt->bup.ovals[1];
		jcnt = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 711: // STATE 897
		;
		jn = trpt->bup.ovals[1];
		jcnt = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 712: // STATE 897
		;
		jn = trpt->bup.oval;
		;
		goto R999;

	case 713: // STATE 897
		;
		jn = trpt->bup.oval;
		;
		goto R999;

	case 714: // STATE 904
		;
		now.creg[ Index(((js*1)+jm), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 715: // STATE 907
		;
		jj = trpt->bup.oval;
		;
		goto R999;

	case 716: // STATE 917
		;
		jj = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 717: // STATE 942
		;
		jm = trpt->bup.ovals[10];
		now.qp[ Index(js, 2) ] = trpt->bup.ovals[9];
		now.ql[ Index(js, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 11);
		goto R999;

	case 718: // STATE 942
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 719: // STATE 942
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 720: // STATE 942
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 721: // STATE 952
		;
		js = trpt->bup.oval;
		;
		goto R999;

	case 722: // STATE 952
		;
		js = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 724: // STATE 965
		;
		now.ndz[ Index(jn, 6) ] = trpt->bup.ovals[1];
		now.zxl = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 725: // STATE 966
		;
		now.zx[0] = trpt->bup.oval;
		;
		goto R999;

	case 726: // STATE 967
		;
		js = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 729: // STATE 976
		;
		jm = trpt->bup.ovals[1];
		now.kick[ Index(js, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 730: // STATE 976
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 731: // STATE 976
		;
		jm = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 733: // STATE 979
		;
		now.wreg[ Index(((js*1)+jm), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 734: // STATE 982
		;
		jj = trpt->bup.oval;
		;
		goto R999;

	case 735: // STATE 992
		;
		jj = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 736: // STATE 1007
		;
		now.qp[ Index(js, 2) ] = trpt->bup.ovals[9];
		now.ql[ Index(js, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 10);
		goto R999;

	case 737: // STATE 1014
		;
		now.oreg[ Index(((js*1)+jm), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 738: // STATE 1017
		;
		jj = trpt->bup.oval;
		;
		goto R999;

	case 739: // STATE 1027
		;
		jj = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 740: // STATE 1042
		;
		now.qp[ Index(js, 2) ] = trpt->bup.ovals[9];
		now.ql[ Index(js, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 10);
		goto R999;

	case 741: // STATE 1050
		;
		jn = trpt->bup.ovals[1];
		jcnt = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 743: // STATE 1058
		;
		jn = trpt->bup.ovals[1];
		jcnt = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 744: // STATE 1058
		;
		jn = trpt->bup.oval;
		;
		goto R999;

	case 745: // STATE 1058
		;
		jn = trpt->bup.oval;
		;
		goto R999;

	case 746: // STATE 1065
		;
		now.creg[ Index(((js*1)+jm), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 747: // STATE 1068
		;
		jj = trpt->bup.oval;
		;
		goto R999;

	case 748: // STATE 1078
		;
		jj = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(jj, 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 749: // STATE 1103
		;
		jm = trpt->bup.ovals[10];
		now.qp[ Index(js, 2) ] = trpt->bup.ovals[9];
		now.ql[ Index(js, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(js, 2) ].e[ Index(now.qp[ Index(js, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 11);
		goto R999;

	case 750: // STATE 1103
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 751: // STATE 1103
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 752: // STATE 1103
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 753: // STATE 1113
		;
		js = trpt->bup.oval;
		;
		goto R999;

	case 754: // STATE 1113
		;
		js = trpt->bup.oval;
		;
		goto R999;

	case 755: // STATE 1122
		;
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].rc = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 757: // STATE 1127
		;
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].rc = trpt->bup.oval;
		;
		goto R999;
;
		
	case 758: // STATE 1129
		goto R999;

	case 759: // STATE 1134
		;
		jm = trpt->bup.ovals[1];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].r2 = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 761: // STATE 1143
		;
		jm = trpt->bup.ovals[2];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].r2 = trpt->bup.ovals[1];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].rc = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 762: // STATE 1143
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 763: // STATE 1143
		;
		jm = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		
	case 765: // STATE 1150
		goto R999;

	case 766: // STATE 1153
		;
		jm = trpt->bup.ovals[1];
		jmask = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 768: // STATE 1161
		;
		jm = trpt->bup.ovals[1];
		jmask = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 769: // STATE 1161
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 770: // STATE 1161
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 771: // STATE 1167
		;
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].res = trpt->bup.oval;
		;
		goto R999;

	case 772: // STATE 1170
		;
		now.cact[ Index(((((P3 *)_this)->c*1)+now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].k), 2) ] = trpt->bup.ovals[1];
		now.creg[ Index(((((P3 *)_this)->c*1)+now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].k), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		
	case 773: // STATE 1172
		goto R999;
;
		;
		;
		;
		
	case 776: // STATE 1179
		;
		now.wact[ Index(((((P3 *)_this)->c*1)+now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].k), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P3 *)_this)->c*1)+now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].k), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		
	case 777: // STATE 1181
		goto R999;

	case 778: // STATE 1185
		;
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].rc = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 781: // STATE 1193
		;
		now.onode[ Index(((((P3 *)_this)->c*1)+now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].k), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P3 *)_this)->c*1)+now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].k), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P3 *)_this)->c*1)+now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].k), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;
;
		
	case 782: // STATE 1195
		goto R999;

	case 783: // STATE 1199
		;
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].rc = trpt->bup.oval;
		;
		goto R999;
;
		
	case 784: // STATE 1203
		goto R999;
;
		
	case 785: // STATE 1208
		goto R999;

	case 786: // STATE 1210
		;
		jj = trpt->bup.oval;
		;
		goto R999;

	case 787: // STATE 1220
		;
		jj = trpt->bup.ovals[8];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(jj, 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(jj, 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(jj, 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(jj, 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(jj, 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(jj, 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(jj, 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(jj, 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 788: // STATE 1234
		;
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P3 *)_this)->c, 2) ], 7) ].zx = trpt->bup.ovals[8];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P3 *)_this)->c, 2) ], 7) ].st = trpt->bup.ovals[7];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P3 *)_this)->c, 2) ], 7) ].res = trpt->bup.ovals[6];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P3 *)_this)->c, 2) ], 7) ].rc = trpt->bup.ovals[5];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P3 *)_this)->c, 2) ], 7) ].r2 = trpt->bup.ovals[4];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P3 *)_this)->c, 2) ], 7) ].a = trpt->bup.ovals[3];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P3 *)_this)->c, 2) ], 7) ].k = trpt->bup.ovals[2];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P3 *)_this)->c, 2) ], 7) ].ty = trpt->bup.ovals[1];
		now.ql[ Index(((P3 *)_this)->c, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		
	case 789: // STATE 1250
		goto R999;

	case 790: // STATE 1237
		;
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].zx = trpt->bup.oval;
		;
		goto R999;

	case 791: // STATE 1240
		;
		now.qp[ Index(((P3 *)_this)->c, 2) ] = trpt->bup.ovals[1];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].st = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		
	case 792: // STATE 1244
		goto R999;

	case 793: // STATE 1242
		;
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].st = trpt->bup.oval;
		;
		goto R999;

	case 794: // STATE 1248
		;
		now.qp[ Index(((P3 *)_this)->c, 2) ] = trpt->bup.ovals[2];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].st = trpt->bup.ovals[1];
		now.Q[ Index(((P3 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P3 *)_this)->c, 2) ], 7) ].zx = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 795: // STATE 1256
		;
		p_restor(II);
		;
		;
		goto R999;

		 /* PROC Conn */
;
		;
		
	case 797: // STATE 3
		;
		now.flt = trpt->bup.oval;
		;
		goto R999;

	case 798: // STATE 12
		;
		jk = trpt->bup.ovals[3];
		now.lsrv[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[2];
		now.kick[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[1];
		now.conn[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 799: // STATE 18
		;
		jk = trpt->bup.ovals[4];
		now.prov[ Index(((((P2 *)_this)->c*1)+jk), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+jk), 2) ] = trpt->bup.ovals[2];
		now.oreg[ Index(((((P2 *)_this)->c*1)+jk), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+jk), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 800: // STATE 24
		;
		j = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 802: // STATE 28
		;
		jm = trpt->bup.ovals[1];
		j2 = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 803: // STATE 182
		;
		j = trpt->bup.ovals[2];
		asap[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[1];
		now.rfo[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 804: // STATE 182
		;
		j = trpt->bup.ovals[1];
		now.hbo[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 806: // STATE 182
		;
		j = trpt->bup.ovals[1];
		now.ows[ Index(((((P2 *)_this)->c*1)+jm), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 807: // STATE 182
		;
		j = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 809: // STATE 182
		;
		j = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 811: // STATE 182
		;
		j = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 813: // STATE 48
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 815: // STATE 56
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+jm)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 816: // STATE 56
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 817: // STATE 56
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 818: // STATE 182
		;
		j = trpt->bup.ovals[6];
		now.pp[ Index(((((P2 *)_this)->c*1)+jm), 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(((((P2 *)_this)->c*1)+jm), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P2 *)_this)->c*1)+jm), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+jm), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P2 *)_this)->c*1)+jm), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+jm), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 7);
		goto R999;
;
		;
		
	case 820: // STATE 71
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 822: // STATE 79
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+jm)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 823: // STATE 79
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 824: // STATE 79
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 825: // STATE 182
		;
		j = trpt->bup.ovals[6];
		now.pp[ Index(((((P2 *)_this)->c*1)+jm), 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(((((P2 *)_this)->c*1)+jm), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P2 *)_this)->c*1)+jm), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+jm), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P2 *)_this)->c*1)+jm), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+jm), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 7);
		goto R999;
;
		;
		;
		;
		
	case 828: // STATE 95
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 830: // STATE 103
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+jm)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 831: // STATE 103
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 832: // STATE 103
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 833: // STATE 182
		;
		j = trpt->bup.ovals[6];
		now.pp[ Index(((((P2 *)_this)->c*1)+jm), 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(((((P2 *)_this)->c*1)+jm), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P2 *)_this)->c*1)+jm), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+jm), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P2 *)_this)->c*1)+jm), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+jm), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 7);
		goto R999;

	case 834: // STATE 182
		;
		j = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 837: // STATE 123
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 839: // STATE 131
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+jm)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 840: // STATE 131
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 841: // STATE 131
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 842: // STATE 182
		;
		j = trpt->bup.ovals[6];
		now.pp[ Index(((((P2 *)_this)->c*1)+jm), 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(((((P2 *)_this)->c*1)+jm), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P2 *)_this)->c*1)+jm), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+jm), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P2 *)_this)->c*1)+jm), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+jm), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 7);
		goto R999;

	case 843: // STATE 182
		;
		j = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 845: // STATE 150
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 847: // STATE 158
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+jm)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 848: // STATE 158
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 849: // STATE 158
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 850: // STATE 182
		;
		j = trpt->bup.ovals[6];
		now.pp[ Index(((((P2 *)_this)->c*1)+jm), 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(((((P2 *)_this)->c*1)+jm), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P2 *)_this)->c*1)+jm), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+jm), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P2 *)_this)->c*1)+jm), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+jm), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 7);
		goto R999;

	case 851: // STATE 182
		;
		j = trpt->bup.oval;
		;
		goto R999;

	case 852: // STATE 182
		;
		j = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 854: // STATE 189
		;
		jj = trpt->bup.oval;
		;
		goto R999;

	case 855: // STATE 199
		;
		jj = trpt->bup.ovals[8];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 856: // STATE 215
		;
		now.qp[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[9];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].zx = trpt->bup.ovals[8];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].st = trpt->bup.ovals[7];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].res = trpt->bup.ovals[6];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].rc = trpt->bup.ovals[5];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].r2 = trpt->bup.ovals[4];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].a = trpt->bup.ovals[3];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].k = trpt->bup.ovals[2];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].ty = trpt->bup.ovals[1];
		now.ql[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 10);
		goto R999;
;
		;
		
	case 858: // STATE 222
		;
		jj = trpt->bup.oval;
		;
		goto R999;

	case 859: // STATE 232
		;
		jj = trpt->bup.ovals[8];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 860: // STATE 246
		;
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].zx = trpt->bup.ovals[8];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].st = trpt->bup.ovals[7];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].res = trpt->bup.ovals[6];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].rc = trpt->bup.ovals[5];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].r2 = trpt->bup.ovals[4];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].a = trpt->bup.ovals[3];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].k = trpt->bup.ovals[2];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].ty = trpt->bup.ovals[1];
		now.ql[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		;
		;
		
	case 863: // STATE 259
		;
		now.cq0[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[1];
		now.mst[ Index(((((P2 *)_this)->c*2)+now.cq0[ Index(((P2 *)_this)->c, 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 864: // STATE 266
		;
		now.cq1[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[1];
		now.mst[ Index(((((P2 *)_this)->c*2)+now.cq1[ Index(((P2 *)_this)->c, 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 865: // STATE 272
		;
		now.csv[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 866: // STATE 274
		;
		now.rel[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 867: // STATE 276
		;
		now.canc[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		;
		;
		;
		
	case 872: // STATE 285
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 874: // STATE 293
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 875: // STATE 293
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 876: // STATE 293
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 877: // STATE 302
		;
		now.cact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 878: // STATE 304
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 880: // STATE 312
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 881: // STATE 312
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 882: // STATE 312
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 883: // STATE 323
		;
		now.ph[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 884: // STATE 325
		;
		now.csv[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 885: // STATE 328
		;
		now.chd[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P2 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 886: // STATE 340
		;
		now.pp[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 887: // STATE 342
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 889: // STATE 350
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 890: // STATE 350
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 891: // STATE 350
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 892: // STATE 359
		;
		now.cact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 893: // STATE 361
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 895: // STATE 369
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 896: // STATE 369
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 897: // STATE 369
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 898: // STATE 380
		;
		now.ph[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 899: // STATE 382
		;
		now.csv[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 900: // STATE 385
		;
		now.chd[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P2 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 902: // STATE 401
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 904: // STATE 409
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 905: // STATE 409
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 906: // STATE 409
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 907: // STATE 418
		;
		now.cact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 908: // STATE 420
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 910: // STATE 428
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 911: // STATE 428
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 912: // STATE 428
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 913: // STATE 438
		;
		now.ph[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;
;
		;
		
	case 915: // STATE 440
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 917: // STATE 448
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 918: // STATE 448
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 919: // STATE 448
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 920: // STATE 460
		;
		now.pp[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 921: // STATE 473
		;
		now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 922: // STATE 479
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 924: // STATE 487
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 925: // STATE 487
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 926: // STATE 487
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 927: // STATE 496
		;
		now.cact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 928: // STATE 498
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 930: // STATE 506
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 931: // STATE 506
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 932: // STATE 506
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 933: // STATE 517
		;
		now.ph[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 934: // STATE 519
		;
		now.csv[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 935: // STATE 522
		;
		now.chd[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P2 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 937: // STATE 543
		;
		now.csv[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 938: // STATE 545
		;
		now.rel[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 939: // STATE 547
		;
		now.canc[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		;
		;
		;
		
	case 944: // STATE 556
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 946: // STATE 564
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 947: // STATE 564
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 948: // STATE 564
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 949: // STATE 573
		;
		now.cact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 950: // STATE 575
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 952: // STATE 583
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 953: // STATE 583
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 954: // STATE 583
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 955: // STATE 594
		;
		now.ph[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 956: // STATE 596
		;
		now.csv[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 957: // STATE 599
		;
		now.chd[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P2 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 958: // STATE 611
		;
		now.pp[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 959: // STATE 613
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 961: // STATE 621
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 962: // STATE 621
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 963: // STATE 621
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 964: // STATE 630
		;
		now.cact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 965: // STATE 632
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 967: // STATE 640
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 968: // STATE 640
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 969: // STATE 640
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 970: // STATE 651
		;
		now.ph[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 971: // STATE 653
		;
		now.csv[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 972: // STATE 656
		;
		now.chd[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P2 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 974: // STATE 672
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 976: // STATE 680
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 977: // STATE 680
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 978: // STATE 680
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 979: // STATE 689
		;
		now.cact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 980: // STATE 691
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 982: // STATE 699
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 983: // STATE 699
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 984: // STATE 699
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 985: // STATE 709
		;
		now.ph[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;
;
		;
		
	case 987: // STATE 711
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 989: // STATE 719
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 990: // STATE 719
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 991: // STATE 719
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 992: // STATE 731
		;
		now.pp[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 993: // STATE 744
		;
		now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 994: // STATE 750
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 996: // STATE 758
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 997: // STATE 758
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 998: // STATE 758
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 999: // STATE 767
		;
		now.cact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1000: // STATE 769
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1002: // STATE 777
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1003: // STATE 777
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1004: // STATE 777
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1005: // STATE 788
		;
		now.ph[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 1006: // STATE 790
		;
		now.csv[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1007: // STATE 793
		;
		now.chd[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P2 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		;
		;
		
	case 1010: // STATE 827
		;
		now.cgr[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[13];
		now.csv[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[12];
		now.prov[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[11];
		now.ows[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[10];
		now.ook[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[9];
		now.dl[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[8];
		now.fx[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[7];
		now.nx[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[6];
		now.ah[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[5];
		now.nd[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.canc[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.rel[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.lost[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.ph[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 14);
		goto R999;

	case 1011: // STATE 828
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1013: // STATE 836
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1014: // STATE 836
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1015: // STATE 836
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1016: // STATE 847
		;
		now.nd[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 1018: // STATE 849
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1020: // STATE 857
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1021: // STATE 857
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1022: // STATE 857
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1023: // STATE 866
		;
		now.cact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1024: // STATE 868
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1026: // STATE 876
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1027: // STATE 876
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1028: // STATE 876
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1029: // STATE 887
		;
		now.ph[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 1030: // STATE 889
		;
		now.csv[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1031: // STATE 892
		;
		now.chd[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P2 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		
	case 1032: // STATE 894
		goto R999;
;
		
	case 1033: // STATE 898
		goto R999;
;
		
	case 1034: // STATE 902
		goto R999;

	case 1035: // STATE 906
		;
		now.ph[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.na[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.pend[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;
;
		;
		
	case 1037: // STATE 908
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1039: // STATE 916
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1040: // STATE 916
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1041: // STATE 916
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1042: // STATE 928
		;
		now.pp[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;
;
		;
		
	case 1044: // STATE 941
		;
		now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 1046: // STATE 954
		;
		now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 1048: // STATE 967
		;
		now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 1049: // STATE 980
		;
		now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 1050: // STATE 997
		;
		now.cq0[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[2];
		now.mst[ Index(((((P2 *)_this)->c*2)+now.cq0[ Index(((P2 *)_this)->c, 2) ]), 4) ] = trpt->bup.ovals[1];
		now.csv[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 1051: // STATE 1000
		;
		now.cq1[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[1];
		now.mst[ Index(((((P2 *)_this)->c*2)+now.cq1[ Index(((P2 *)_this)->c, 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 1053: // STATE 1013
		;
		now.cgr[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[4];
		now.cq1[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[3];
		now.cq0[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[2];
		now.chd[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[1];
		now.mst[ Index(((((P2 *)_this)->c*2)+now.cq0[ Index(((P2 *)_this)->c, 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 1054: // STATE 1023
		;
		now.ows[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1055: // STATE 1034
		;
		now.ql[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		
	case 1056: // STATE 1039
		goto R999;
;
		
	case 1057: // STATE 1037
		goto R999;
;
		;
		
	case 1059: // STATE 1043
		;
		js = trpt->bup.oval;
		;
		goto R999;

	case 1060: // STATE 1045
		;
		js = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1062: // STATE 1050
		;
		jk = trpt->bup.ovals[1];
		now.xp[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1063: // STATE 1052
		;
		jc = trpt->bup.oval;
		;
		goto R999;

	case 1064: // STATE 1054
		;
		now.lost[ Index(jc, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1065: // STATE 1055
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1067: // STATE 1063
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1068: // STATE 1063
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1069: // STATE 1063
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1070: // STATE 1072
		;
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1071: // STATE 1074
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1073: // STATE 1082
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1074: // STATE 1082
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1075: // STATE 1082
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1076: // STATE 1093
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 1077: // STATE 1095
		;
		now.csv[ Index((jc/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1078: // STATE 1112
		;
		jk = trpt->bup.ovals[2];
		now.chd[ Index((jc/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((jc/1)*2)+now.chd[ Index((jc/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 1079: // STATE 1112
		;
		jk = trpt->bup.oval;
		;
		goto R999;

	case 1080: // STATE 1112
		;
		jk = trpt->bup.oval;
		;
		goto R999;

	case 1081: // STATE 1112
		;
		jk = trpt->bup.oval;
		;
		goto R999;

	case 1082: // STATE 1112
		;
		jk = trpt->bup.oval;
		;
		goto R999;

	case 1083: // STATE 1123
		;
		now.lsrv[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[2];
		now.srv[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[1];
		now.conn[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;
;
		;
		
	case 1085: // STATE 1125
		;
		jj = trpt->bup.oval;
		;
		goto R999;

	case 1086: // STATE 1135
		;
		jj = trpt->bup.ovals[8];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 1087: // STATE 1149
		;
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].zx = trpt->bup.ovals[8];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].st = trpt->bup.ovals[7];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].res = trpt->bup.ovals[6];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].rc = trpt->bup.ovals[5];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].r2 = trpt->bup.ovals[4];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].a = trpt->bup.ovals[3];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].k = trpt->bup.ovals[2];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].ty = trpt->bup.ovals[1];
		now.ql[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 1088: // STATE 1157
		;
		jk = trpt->bup.ovals[1];
		now.qp[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1089: // STATE 1159
		;
		jc = trpt->bup.oval;
		;
		goto R999;

	case 1090: // STATE 1161
		;
		now.wreg[ Index(jc, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1092: // STATE 1165
		;
		jj = trpt->bup.oval;
		;
		goto R999;

	case 1093: // STATE 1175
		;
		jj = trpt->bup.ovals[8];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 1094: // STATE 1190
		;
		now.qp[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[9];
		now.ql[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P2 *)_this)->c, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P2 *)_this)->c, 2) ], 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P2 *)_this)->c, 2) ], 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P2 *)_this)->c, 2) ], 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P2 *)_this)->c, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P2 *)_this)->c, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P2 *)_this)->c, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P2 *)_this)->c, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 10);
		goto R999;

	case 1095: // STATE 1197
		;
		now.oreg[ Index(jc, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1097: // STATE 1201
		;
		jj = trpt->bup.oval;
		;
		goto R999;

	case 1098: // STATE 1211
		;
		jj = trpt->bup.ovals[8];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 1099: // STATE 1226
		;
		now.qp[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[9];
		now.ql[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P2 *)_this)->c, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P2 *)_this)->c, 2) ], 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P2 *)_this)->c, 2) ], 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P2 *)_this)->c, 2) ], 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P2 *)_this)->c, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P2 *)_this)->c, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P2 *)_this)->c, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P2 *)_this)->c, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 10);
		goto R999;
;
		;
		
	case 1101: // STATE 1235
		;
		jj = trpt->bup.oval;
		;
		goto R999;

	case 1102: // STATE 1245
		;
		jj = trpt->bup.ovals[8];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(jj, 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 1103: // STATE 1266
		;
		jk = trpt->bup.ovals[10];
		now.qp[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[9];
		now.ql[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P2 *)_this)->c, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P2 *)_this)->c, 2) ], 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P2 *)_this)->c, 2) ], 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P2 *)_this)->c, 2) ], 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P2 *)_this)->c, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P2 *)_this)->c, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P2 *)_this)->c, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.qp[ Index(((P2 *)_this)->c, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 11);
		goto R999;

	case 1104: // STATE 1266
		;
		jk = trpt->bup.oval;
		;
		goto R999;

	case 1105: // STATE 1266
		;
		jk = trpt->bup.oval;
		;
		goto R999;

	case 1106: // STATE 1272
		;
		asap[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1107: // STATE 1273
		;
		jk = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1110: // STATE 1276
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1112: // STATE 1284
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+jk)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1113: // STATE 1284
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1114: // STATE 1284
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1115: // STATE 1293
		;
		now.cact[ Index(((((P2 *)_this)->c*1)+jk), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+jk), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P2 *)_this)->c*1)+jk), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+jk), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1116: // STATE 1295
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1118: // STATE 1303
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+jk)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1119: // STATE 1303
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1120: // STATE 1303
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1121: // STATE 1313
		;
		now.ph[ Index(((((P2 *)_this)->c*1)+jk), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P2 *)_this)->c*1)+jk), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P2 *)_this)->c*1)+jk), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P2 *)_this)->c*1)+jk), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;
;
		;
		
	case 1123: // STATE 1315
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1125: // STATE 1323
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+jk)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1126: // STATE 1323
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1127: // STATE 1323
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1128: // STATE 1357
		;
		jk = trpt->bup.ovals[6];
		now.pp[ Index(((((P2 *)_this)->c*1)+jk), 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(((((P2 *)_this)->c*1)+jk), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P2 *)_this)->c*1)+jk), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+jk), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P2 *)_this)->c*1)+jk), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+jk), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 7);
		goto R999;

	case 1129: // STATE 1357
		;
		jk = trpt->bup.ovals[9];
		now.ql[ Index((((((P2 *)_this)->c*1)+jk)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P2 *)_this)->c*1)+jk)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+jk)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P2 *)_this)->c*1)+jk)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+jk)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P2 *)_this)->c*1)+jk)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+jk)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P2 *)_this)->c*1)+jk)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+jk)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P2 *)_this)->c*1)+jk)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+jk)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P2 *)_this)->c*1)+jk)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+jk)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P2 *)_this)->c*1)+jk)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+jk)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+jk)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+jk)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 10);
		goto R999;

	case 1130: // STATE 1357
		;
		jk = trpt->bup.oval;
		;
		goto R999;

	case 1131: // STATE 1357
		;
		jk = trpt->bup.oval;
		;
		goto R999;

	case 1132: // STATE 1363
		;
		jk = trpt->bup.oval;
		;
		goto R999;

	case 1133: // STATE 1365
		;
		jc = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1135: // STATE 1367
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1137: // STATE 1375
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1138: // STATE 1375
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1139: // STATE 1375
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1140: // STATE 1386
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 1142: // STATE 1388
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1144: // STATE 1396
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1145: // STATE 1396
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1146: // STATE 1396
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1147: // STATE 1681
		;
		jk = trpt->bup.ovals[6];
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 7);
		goto R999;

	case 1148: // STATE 1421
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 1149: // STATE 1681
		;
		jk = trpt->bup.ovals[9];
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 10);
		goto R999;

	case 1150: // STATE 1439
		;
		now.na[ Index(jc, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1151: // STATE 1440
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1153: // STATE 1448
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1154: // STATE 1448
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1155: // STATE 1448
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1156: // STATE 1459
		;
		now.nd[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 1158: // STATE 1461
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1160: // STATE 1469
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1161: // STATE 1469
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1162: // STATE 1469
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1163: // STATE 1478
		;
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1164: // STATE 1480
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1166: // STATE 1488
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1167: // STATE 1488
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1168: // STATE 1488
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1169: // STATE 1499
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 1170: // STATE 1501
		;
		now.csv[ Index((jc/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1171: // STATE 1681
		;
		jk = trpt->bup.ovals[2];
		now.chd[ Index((jc/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((jc/1)*2)+now.chd[ Index((jc/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 1172: // STATE 1681
		;
		jk = trpt->bup.oval;
		;
		goto R999;

	case 1173: // STATE 1681
		;
		jk = trpt->bup.oval;
		;
		goto R999;

	case 1174: // STATE 1681
		;
		jk = trpt->bup.oval;
		;
		goto R999;

	case 1175: // STATE 1518
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.na[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.pend[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;
;
		;
		
	case 1177: // STATE 1520
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1179: // STATE 1528
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1180: // STATE 1528
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1181: // STATE 1528
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1182: // STATE 1681
		;
		jk = trpt->bup.ovals[6];
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 7);
		goto R999;
;
		;
		
	case 1184: // STATE 1681
		;
		jk = trpt->bup.ovals[9];
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 10);
		goto R999;
;
		;
		
	case 1186: // STATE 1566
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 1188: // STATE 1681
		;
		jk = trpt->bup.ovals[9];
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 10);
		goto R999;

	case 1189: // STATE 1681
		;
		jk = trpt->bup.ovals[9];
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 10);
		goto R999;
;
		;
		
	case 1191: // STATE 1602
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1193: // STATE 1610
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1194: // STATE 1610
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1195: // STATE 1610
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1196: // STATE 1621
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 1198: // STATE 1623
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1200: // STATE 1631
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1201: // STATE 1631
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1202: // STATE 1631
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1203: // STATE 1681
		;
		jk = trpt->bup.ovals[6];
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 7);
		goto R999;
;
		;
		
	case 1205: // STATE 1681
		;
		jk = trpt->bup.ovals[9];
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 10);
		goto R999;

	case 1206: // STATE 1681
		;
		jk = trpt->bup.ovals[9];
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 10);
		goto R999;

	case 1207: // STATE 1681
		;
		jk = trpt->bup.oval;
		;
		goto R999;

	case 1208: // STATE 1681
		;
		jk = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1211: // STATE 1697
		;
		now.cq0[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[1];
		now.mst[ Index(((((P2 *)_this)->c*2)+now.cq0[ Index(((P2 *)_this)->c, 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1212: // STATE 1704
		;
		now.cq1[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[1];
		now.mst[ Index(((((P2 *)_this)->c*2)+now.cq1[ Index(((P2 *)_this)->c, 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1213: // STATE 1710
		;
		now.csv[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1214: // STATE 1712
		;
		now.rel[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1215: // STATE 1714
		;
		now.canc[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		;
		;
		;
		
	case 1220: // STATE 1723
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1222: // STATE 1731
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1223: // STATE 1731
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1224: // STATE 1731
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1225: // STATE 1740
		;
		now.cact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1226: // STATE 1742
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1228: // STATE 1750
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1229: // STATE 1750
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1230: // STATE 1750
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1231: // STATE 1761
		;
		now.ph[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 1232: // STATE 1763
		;
		now.csv[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1233: // STATE 1766
		;
		now.chd[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P2 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1234: // STATE 1778
		;
		now.pp[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1235: // STATE 1780
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1237: // STATE 1788
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1238: // STATE 1788
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1239: // STATE 1788
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1240: // STATE 1797
		;
		now.cact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1241: // STATE 1799
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1243: // STATE 1807
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1244: // STATE 1807
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1245: // STATE 1807
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1246: // STATE 1818
		;
		now.ph[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 1247: // STATE 1820
		;
		now.csv[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1248: // STATE 1823
		;
		now.chd[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P2 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 1250: // STATE 1839
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1252: // STATE 1847
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1253: // STATE 1847
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1254: // STATE 1847
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1255: // STATE 1856
		;
		now.cact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1256: // STATE 1858
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1258: // STATE 1866
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1259: // STATE 1866
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1260: // STATE 1866
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1261: // STATE 1876
		;
		now.ph[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;
;
		;
		
	case 1263: // STATE 1878
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1265: // STATE 1886
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1266: // STATE 1886
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1267: // STATE 1886
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1268: // STATE 1898
		;
		now.pp[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 1269: // STATE 1911
		;
		now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 1270: // STATE 1917
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1272: // STATE 1925
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1273: // STATE 1925
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1274: // STATE 1925
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1275: // STATE 1934
		;
		now.cact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1276: // STATE 1936
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1278: // STATE 1944
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1279: // STATE 1944
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1280: // STATE 1944
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1281: // STATE 1955
		;
		now.ph[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 1282: // STATE 1957
		;
		now.csv[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1283: // STATE 1960
		;
		now.chd[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P2 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 1285: // STATE 1981
		;
		now.csv[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1286: // STATE 1983
		;
		now.rel[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1287: // STATE 1985
		;
		now.canc[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		;
		;
		;
		
	case 1292: // STATE 1994
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1294: // STATE 2002
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1295: // STATE 2002
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1296: // STATE 2002
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1297: // STATE 2011
		;
		now.cact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1298: // STATE 2013
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1300: // STATE 2021
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1301: // STATE 2021
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1302: // STATE 2021
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1303: // STATE 2032
		;
		now.ph[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 1304: // STATE 2034
		;
		now.csv[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1305: // STATE 2037
		;
		now.chd[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P2 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1306: // STATE 2049
		;
		now.pp[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1307: // STATE 2051
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1309: // STATE 2059
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1310: // STATE 2059
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1311: // STATE 2059
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1312: // STATE 2068
		;
		now.cact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1313: // STATE 2070
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1315: // STATE 2078
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1316: // STATE 2078
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1317: // STATE 2078
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1318: // STATE 2089
		;
		now.ph[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 1319: // STATE 2091
		;
		now.csv[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1320: // STATE 2094
		;
		now.chd[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P2 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 1322: // STATE 2110
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1324: // STATE 2118
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1325: // STATE 2118
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1326: // STATE 2118
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1327: // STATE 2127
		;
		now.cact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1328: // STATE 2129
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1330: // STATE 2137
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1331: // STATE 2137
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1332: // STATE 2137
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1333: // STATE 2147
		;
		now.ph[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;
;
		;
		
	case 1335: // STATE 2149
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1337: // STATE 2157
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1338: // STATE 2157
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1339: // STATE 2157
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1340: // STATE 2169
		;
		now.pp[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 1341: // STATE 2182
		;
		now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 1342: // STATE 2188
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1344: // STATE 2196
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1345: // STATE 2196
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1346: // STATE 2196
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1347: // STATE 2205
		;
		now.cact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1348: // STATE 2207
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1350: // STATE 2215
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1351: // STATE 2215
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1352: // STATE 2215
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1353: // STATE 2226
		;
		now.ph[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 1354: // STATE 2228
		;
		now.csv[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1355: // STATE 2231
		;
		now.chd[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P2 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		;
		;
		
	case 1358: // STATE 2265
		;
		now.cgr[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[13];
		now.csv[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[12];
		now.prov[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[11];
		now.ows[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[10];
		now.ook[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[9];
		now.dl[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[8];
		now.fx[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[7];
		now.nx[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[6];
		now.ah[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[5];
		now.nd[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.canc[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.rel[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.lost[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.ph[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 14);
		goto R999;

	case 1359: // STATE 2266
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1361: // STATE 2274
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1362: // STATE 2274
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1363: // STATE 2274
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1364: // STATE 2285
		;
		now.nd[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 1366: // STATE 2287
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1368: // STATE 2295
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1369: // STATE 2295
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1370: // STATE 2295
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1371: // STATE 2304
		;
		now.cact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1372: // STATE 2306
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1374: // STATE 2314
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1375: // STATE 2314
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1376: // STATE 2314
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1377: // STATE 2325
		;
		now.ph[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 1378: // STATE 2327
		;
		now.csv[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1379: // STATE 2330
		;
		now.chd[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P2 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		
	case 1380: // STATE 2332
		goto R999;
;
		
	case 1381: // STATE 2336
		goto R999;
;
		
	case 1382: // STATE 2340
		goto R999;

	case 1383: // STATE 2344
		;
		now.ph[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.na[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.pend[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;
;
		;
		
	case 1385: // STATE 2346
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1387: // STATE 2354
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1388: // STATE 2354
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1389: // STATE 2354
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1390: // STATE 2366
		;
		now.pp[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;
;
		;
		
	case 1392: // STATE 2379
		;
		now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 1394: // STATE 2392
		;
		now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 1396: // STATE 2405
		;
		now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 1397: // STATE 2418
		;
		now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P2 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 1398: // STATE 2435
		;
		now.cq0[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[2];
		now.mst[ Index(((((P2 *)_this)->c*2)+now.cq0[ Index(((P2 *)_this)->c, 2) ]), 4) ] = trpt->bup.ovals[1];
		now.csv[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 1399: // STATE 2438
		;
		now.cq1[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[1];
		now.mst[ Index(((((P2 *)_this)->c*2)+now.cq1[ Index(((P2 *)_this)->c, 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 1401: // STATE 2451
		;
		now.cgr[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[4];
		now.cq1[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[3];
		now.cq0[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[2];
		now.chd[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[1];
		now.mst[ Index(((((P2 *)_this)->c*2)+now.cq0[ Index(((P2 *)_this)->c, 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 1402: // STATE 2461
		;
		now.ows[ Index(((((P2 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1403: // STATE 2472
		;
		now.ql[ Index(((P2 *)_this)->c, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(((P2 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P2 *)_this)->c, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		
	case 1404: // STATE 2477
		goto R999;
;
		
	case 1405: // STATE 2475
		goto R999;

	case 1406: // STATE 2483
		;
		p_restor(II);
		;
		;
		goto R999;

		 /* PROC Timer */
;
		
	case 1407: // STATE 1
		goto R999;
;
		;
		
	case 1409: // STATE 7
		;
		now.csv[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1410: // STATE 19
		;
		now.lost[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.chd[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P1 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 1411: // STATE 19
		;
		now.lost[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1412: // STATE 19
		;
		now.lost[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1413: // STATE 19
		;
		now.lost[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1416: // STATE 23
		;
		now.rel[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1417: // STATE 25
		;
		now.canc[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		;
		;
		;
		
	case 1422: // STATE 34
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1424: // STATE 42
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1425: // STATE 42
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1426: // STATE 42
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1427: // STATE 51
		;
		now.cact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1428: // STATE 53
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1430: // STATE 61
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1431: // STATE 61
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1432: // STATE 61
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1433: // STATE 72
		;
		now.ph[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 1434: // STATE 74
		;
		now.csv[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1435: // STATE 77
		;
		now.chd[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P1 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1436: // STATE 89
		;
		now.pp[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1437: // STATE 91
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1439: // STATE 99
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1440: // STATE 99
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1441: // STATE 99
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1442: // STATE 108
		;
		now.cact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1443: // STATE 110
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1445: // STATE 118
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1446: // STATE 118
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1447: // STATE 118
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1448: // STATE 129
		;
		now.ph[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 1449: // STATE 131
		;
		now.csv[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1450: // STATE 134
		;
		now.chd[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P1 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 1452: // STATE 150
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1454: // STATE 158
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1455: // STATE 158
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1456: // STATE 158
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1457: // STATE 167
		;
		now.cact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1458: // STATE 169
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1460: // STATE 177
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1461: // STATE 177
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1462: // STATE 177
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1463: // STATE 187
		;
		now.ph[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;
;
		;
		
	case 1465: // STATE 189
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1467: // STATE 197
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1468: // STATE 197
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1469: // STATE 197
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1470: // STATE 209
		;
		now.pp[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 1471: // STATE 222
		;
		now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 1472: // STATE 228
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1474: // STATE 236
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1475: // STATE 236
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1476: // STATE 236
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1477: // STATE 245
		;
		now.cact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1478: // STATE 247
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1480: // STATE 255
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1481: // STATE 255
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1482: // STATE 255
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1483: // STATE 266
		;
		now.ph[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 1484: // STATE 268
		;
		now.csv[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1485: // STATE 271
		;
		now.chd[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P1 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1486: // STATE 291
		;
		now.rel[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1488: // STATE 293
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1490: // STATE 301
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1491: // STATE 301
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1492: // STATE 301
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1493: // STATE 310
		;
		now.cact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1494: // STATE 312
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1496: // STATE 320
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1497: // STATE 320
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1498: // STATE 320
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1499: // STATE 330
		;
		now.ph[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;
;
		;
		
	case 1501: // STATE 332
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1503: // STATE 340
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1504: // STATE 340
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1505: // STATE 340
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1506: // STATE 352
		;
		now.pp[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 1507: // STATE 365
		;
		now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 1508: // STATE 371
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1510: // STATE 379
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1511: // STATE 379
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1512: // STATE 379
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1513: // STATE 388
		;
		now.cact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1514: // STATE 390
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1516: // STATE 398
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1517: // STATE 398
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1518: // STATE 398
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1519: // STATE 409
		;
		now.ph[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 1520: // STATE 411
		;
		now.csv[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1521: // STATE 414
		;
		now.chd[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P1 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		;
		;
		
	case 1524: // STATE 437
		;
		now.cq0[ Index(((P1 *)_this)->c, 2) ] = trpt->bup.ovals[1];
		now.mst[ Index(((((P1 *)_this)->c*2)+now.cq0[ Index(((P1 *)_this)->c, 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1525: // STATE 444
		;
		now.cq1[ Index(((P1 *)_this)->c, 2) ] = trpt->bup.ovals[1];
		now.mst[ Index(((((P1 *)_this)->c*2)+now.cq1[ Index(((P1 *)_this)->c, 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1526: // STATE 450
		;
		now.csv[ Index(((P1 *)_this)->c, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1527: // STATE 452
		;
		now.rel[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1528: // STATE 454
		;
		now.canc[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		;
		;
		;
		
	case 1533: // STATE 463
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1535: // STATE 471
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1536: // STATE 471
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1537: // STATE 471
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1538: // STATE 480
		;
		now.cact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1539: // STATE 482
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1541: // STATE 490
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1542: // STATE 490
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1543: // STATE 490
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1544: // STATE 501
		;
		now.ph[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 1545: // STATE 503
		;
		now.csv[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1546: // STATE 506
		;
		now.chd[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P1 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1547: // STATE 518
		;
		now.pp[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1548: // STATE 520
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1550: // STATE 528
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1551: // STATE 528
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1552: // STATE 528
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1553: // STATE 537
		;
		now.cact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1554: // STATE 539
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1556: // STATE 547
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1557: // STATE 547
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1558: // STATE 547
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1559: // STATE 558
		;
		now.ph[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 1560: // STATE 560
		;
		now.csv[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1561: // STATE 563
		;
		now.chd[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P1 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 1563: // STATE 579
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1565: // STATE 587
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1566: // STATE 587
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1567: // STATE 587
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1568: // STATE 596
		;
		now.cact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1569: // STATE 598
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1571: // STATE 606
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1572: // STATE 606
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1573: // STATE 606
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1574: // STATE 616
		;
		now.ph[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;
;
		;
		
	case 1576: // STATE 618
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1578: // STATE 626
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1579: // STATE 626
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1580: // STATE 626
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1581: // STATE 638
		;
		now.pp[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 1582: // STATE 651
		;
		now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 1583: // STATE 657
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1585: // STATE 665
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1586: // STATE 665
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1587: // STATE 665
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1588: // STATE 674
		;
		now.cact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1589: // STATE 676
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1591: // STATE 684
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1592: // STATE 684
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1593: // STATE 684
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1594: // STATE 695
		;
		now.ph[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 1595: // STATE 697
		;
		now.csv[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1596: // STATE 700
		;
		now.chd[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P1 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 1598: // STATE 721
		;
		now.csv[ Index(((P1 *)_this)->c, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1599: // STATE 723
		;
		now.rel[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1600: // STATE 725
		;
		now.canc[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		;
		;
		;
		
	case 1605: // STATE 734
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1607: // STATE 742
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1608: // STATE 742
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1609: // STATE 742
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1610: // STATE 751
		;
		now.cact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1611: // STATE 753
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1613: // STATE 761
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1614: // STATE 761
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1615: // STATE 761
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1616: // STATE 772
		;
		now.ph[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 1617: // STATE 774
		;
		now.csv[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1618: // STATE 777
		;
		now.chd[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P1 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1619: // STATE 789
		;
		now.pp[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1620: // STATE 791
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1622: // STATE 799
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1623: // STATE 799
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1624: // STATE 799
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1625: // STATE 808
		;
		now.cact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1626: // STATE 810
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1628: // STATE 818
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1629: // STATE 818
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1630: // STATE 818
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1631: // STATE 829
		;
		now.ph[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 1632: // STATE 831
		;
		now.csv[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1633: // STATE 834
		;
		now.chd[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P1 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 1635: // STATE 850
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1637: // STATE 858
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1638: // STATE 858
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1639: // STATE 858
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1640: // STATE 867
		;
		now.cact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1641: // STATE 869
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1643: // STATE 877
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1644: // STATE 877
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1645: // STATE 877
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1646: // STATE 887
		;
		now.ph[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;
;
		;
		
	case 1648: // STATE 889
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1650: // STATE 897
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1651: // STATE 897
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1652: // STATE 897
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1653: // STATE 909
		;
		now.pp[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 1654: // STATE 922
		;
		now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 1655: // STATE 928
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1657: // STATE 936
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1658: // STATE 936
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1659: // STATE 936
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1660: // STATE 945
		;
		now.cact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1661: // STATE 947
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1663: // STATE 955
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1664: // STATE 955
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1665: // STATE 955
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1666: // STATE 966
		;
		now.ph[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 1667: // STATE 968
		;
		now.csv[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1668: // STATE 971
		;
		now.chd[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P1 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		;
		;
		
	case 1671: // STATE 1005
		;
		now.cgr[ Index(((P1 *)_this)->c, 2) ] = trpt->bup.ovals[13];
		now.csv[ Index(((P1 *)_this)->c, 2) ] = trpt->bup.ovals[12];
		now.prov[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[11];
		now.ows[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[10];
		now.ook[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[9];
		now.dl[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[8];
		now.fx[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[7];
		now.nx[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[6];
		now.ah[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[5];
		now.nd[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.canc[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.rel[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.lost[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.ph[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 14);
		goto R999;

	case 1672: // STATE 1006
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1674: // STATE 1014
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1675: // STATE 1014
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1676: // STATE 1014
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1677: // STATE 1025
		;
		now.nd[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 1679: // STATE 1027
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1681: // STATE 1035
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1682: // STATE 1035
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1683: // STATE 1035
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1684: // STATE 1044
		;
		now.cact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1685: // STATE 1046
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1687: // STATE 1054
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1688: // STATE 1054
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1689: // STATE 1054
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1690: // STATE 1065
		;
		now.ph[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 1691: // STATE 1067
		;
		now.csv[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1692: // STATE 1070
		;
		now.chd[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P1 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		
	case 1693: // STATE 1072
		goto R999;
;
		
	case 1694: // STATE 1076
		goto R999;
;
		
	case 1695: // STATE 1080
		goto R999;

	case 1696: // STATE 1084
		;
		now.ph[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.na[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.pend[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;
;
		;
		
	case 1698: // STATE 1086
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1700: // STATE 1094
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1701: // STATE 1094
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1702: // STATE 1094
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1703: // STATE 1106
		;
		now.pp[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;
;
		;
		
	case 1705: // STATE 1119
		;
		now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 1707: // STATE 1132
		;
		now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 1709: // STATE 1145
		;
		now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 1710: // STATE 1158
		;
		now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P1 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 1711: // STATE 1175
		;
		now.cq0[ Index(((P1 *)_this)->c, 2) ] = trpt->bup.ovals[2];
		now.mst[ Index(((((P1 *)_this)->c*2)+now.cq0[ Index(((P1 *)_this)->c, 2) ]), 4) ] = trpt->bup.ovals[1];
		now.csv[ Index(((P1 *)_this)->c, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 1712: // STATE 1178
		;
		now.cq1[ Index(((P1 *)_this)->c, 2) ] = trpt->bup.ovals[1];
		now.mst[ Index(((((P1 *)_this)->c*2)+now.cq1[ Index(((P1 *)_this)->c, 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 1714: // STATE 1191
		;
		now.cgr[ Index(((P1 *)_this)->c, 2) ] = trpt->bup.ovals[4];
		now.cq1[ Index(((P1 *)_this)->c, 2) ] = trpt->bup.ovals[3];
		now.cq0[ Index(((P1 *)_this)->c, 2) ] = trpt->bup.ovals[2];
		now.chd[ Index(((P1 *)_this)->c, 2) ] = trpt->bup.ovals[1];
		now.mst[ Index(((((P1 *)_this)->c*2)+now.cq0[ Index(((P1 *)_this)->c, 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 1715: // STATE 1201
		;
		now.ows[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1716: // STATE 1212
		;
		now.ql[ Index(((P1 *)_this)->c, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(((P1 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P1 *)_this)->c, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(((P1 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P1 *)_this)->c, 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index(((P1 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P1 *)_this)->c, 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index(((P1 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P1 *)_this)->c, 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index(((P1 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P1 *)_this)->c, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(((P1 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P1 *)_this)->c, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(((P1 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P1 *)_this)->c, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(((P1 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P1 *)_this)->c, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		
	case 1717: // STATE 1217
		goto R999;
;
		
	case 1718: // STATE 1215
		goto R999;

	case 1719: // STATE 1222
		;
		jk = trpt->bup.ovals[1];
		jmask = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 1721: // STATE 1230
		;
		jk = trpt->bup.ovals[1];
		jmask = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1722: // STATE 1230
		;
		jk = trpt->bup.oval;
		;
		goto R999;

	case 1723: // STATE 1230
		;
		jk = trpt->bup.oval;
		;
		goto R999;

	case 1724: // STATE 1238
		;
		asap[ Index(((P1 *)_this)->c, 2) ] = trpt->bup.ovals[1];
		now.rfo[ Index(((P1 *)_this)->c, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1725: // STATE 1249
		;
		now.ql[ Index(((P1 *)_this)->c, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(((P1 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P1 *)_this)->c, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(((P1 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P1 *)_this)->c, 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index(((P1 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P1 *)_this)->c, 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index(((P1 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P1 *)_this)->c, 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index(((P1 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P1 *)_this)->c, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(((P1 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P1 *)_this)->c, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(((P1 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P1 *)_this)->c, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(((P1 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P1 *)_this)->c, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 1726: // STATE 1253
		;
		now.hbo[ Index(((P1 *)_this)->c, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1727: // STATE 1264
		;
		now.ql[ Index(((P1 *)_this)->c, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(((P1 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P1 *)_this)->c, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(((P1 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P1 *)_this)->c, 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index(((P1 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P1 *)_this)->c, 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index(((P1 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P1 *)_this)->c, 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index(((P1 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P1 *)_this)->c, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(((P1 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P1 *)_this)->c, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(((P1 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P1 *)_this)->c, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(((P1 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P1 *)_this)->c, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		
	case 1728: // STATE 1267
		goto R999;

	case 1729: // STATE 1273
		;
		now.flt = trpt->bup.ovals[1];
		now.dl[ Index(((((P1 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1730: // STATE 1278
		;
		p_restor(II);
		;
		;
		goto R999;

		 /* PROC Eng */
;
		;
		
	case 1732: // STATE 3
		;
		now.lzx[ Index(((P0 *)_this)->c, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1733: // STATE 9
		;
		now.obs[ Index(((P0 *)_this)->c, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1734: // STATE 16
		;
		jmask = trpt->bup.ovals[1];
		jk = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1735: // STATE 27
		;
		jkd = trpt->bup.ovals[1];
		now.wact[ Index(((((P0 *)_this)->c*1)+jk), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1736: // STATE 27
		;
		jkd = trpt->bup.ovals[1];
		now.oact[ Index(((((P0 *)_this)->c*1)+jk), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1737: // STATE 27
		;
		jkd = trpt->bup.ovals[1];
		now.cact[ Index(((((P0 *)_this)->c*1)+jk), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1738: // STATE 27
		;
		jkd = trpt->bup.oval;
		;
		goto R999;

	case 1739: // STATE 27
		;
		jkd = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1741: // STATE 30
		;
		jc = trpt->bup.ovals[1];
		now.rfo[ Index(((P0 *)_this)->c, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		;
		;
		
	case 1744: // STATE 472
		;
		jc = trpt->bup.ovals[1];
		now.prov[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		;
		;
		
	case 1747: // STATE 472
		;
		jc = trpt->bup.oval;
		;
		goto R999;

	case 1748: // STATE 40
		;
		now.csv[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1749: // STATE 52
		;
		now.lost[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[2];
		now.chd[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P0 *)_this)->c*1)+jc)/1)*2)+now.chd[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 1750: // STATE 52
		;
		now.lost[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1751: // STATE 52
		;
		now.lost[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1752: // STATE 52
		;
		now.lost[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1755: // STATE 56
		;
		now.rel[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1756: // STATE 58
		;
		now.canc[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1758: // STATE 472
		;
		jc = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1761: // STATE 472
		;
		jc = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1763: // STATE 67
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1765: // STATE 75
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1766: // STATE 75
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1767: // STATE 75
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1768: // STATE 84
		;
		now.cact[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1769: // STATE 86
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1771: // STATE 94
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1772: // STATE 94
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1773: // STATE 94
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1774: // STATE 105
		;
		now.ph[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 1775: // STATE 107
		;
		now.csv[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1776: // STATE 472
		;
		jc = trpt->bup.ovals[2];
		now.chd[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P0 *)_this)->c*1)+jc)/1)*2)+now.chd[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 1777: // STATE 472
		;
		jc = trpt->bup.oval;
		;
		goto R999;

	case 1778: // STATE 472
		;
		jc = trpt->bup.oval;
		;
		goto R999;

	case 1779: // STATE 472
		;
		jc = trpt->bup.ovals[1];
		now.pp[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1780: // STATE 124
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1782: // STATE 132
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1783: // STATE 132
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1784: // STATE 132
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1785: // STATE 141
		;
		now.cact[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1786: // STATE 143
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1788: // STATE 151
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1789: // STATE 151
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1790: // STATE 151
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1791: // STATE 162
		;
		now.ph[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 1792: // STATE 164
		;
		now.csv[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1793: // STATE 472
		;
		jc = trpt->bup.ovals[2];
		now.chd[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P0 *)_this)->c*1)+jc)/1)*2)+now.chd[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 1794: // STATE 472
		;
		jc = trpt->bup.oval;
		;
		goto R999;

	case 1795: // STATE 472
		;
		jc = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1797: // STATE 183
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1799: // STATE 191
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1800: // STATE 191
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1801: // STATE 191
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1802: // STATE 200
		;
		now.cact[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1803: // STATE 202
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1805: // STATE 210
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1806: // STATE 210
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1807: // STATE 210
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1808: // STATE 220
		;
		now.ph[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;
;
		;
		
	case 1810: // STATE 222
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1812: // STATE 230
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1813: // STATE 230
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1814: // STATE 230
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1815: // STATE 472
		;
		jc = trpt->bup.ovals[6];
		now.pp[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 7);
		goto R999;

	case 1816: // STATE 472
		;
		jc = trpt->bup.ovals[9];
		now.ql[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 10);
		goto R999;

	case 1817: // STATE 261
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1819: // STATE 269
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1820: // STATE 269
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1821: // STATE 269
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1822: // STATE 278
		;
		now.cact[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1823: // STATE 280
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1825: // STATE 288
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1826: // STATE 288
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1827: // STATE 288
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1828: // STATE 299
		;
		now.ph[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 1829: // STATE 301
		;
		now.csv[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1830: // STATE 472
		;
		jc = trpt->bup.ovals[2];
		now.chd[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P0 *)_this)->c*1)+jc)/1)*2)+now.chd[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 1831: // STATE 472
		;
		jc = trpt->bup.oval;
		;
		goto R999;

	case 1832: // STATE 472
		;
		jc = trpt->bup.oval;
		;
		goto R999;

	case 1833: // STATE 472
		;
		jc = trpt->bup.oval;
		;
		goto R999;

	case 1834: // STATE 324
		;
		now.rel[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1836: // STATE 326
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1838: // STATE 334
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1839: // STATE 334
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1840: // STATE 334
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1841: // STATE 343
		;
		now.cact[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1842: // STATE 345
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1844: // STATE 353
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1845: // STATE 353
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1846: // STATE 353
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1847: // STATE 363
		;
		now.ph[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;
;
		;
		
	case 1849: // STATE 365
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1851: // STATE 373
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1852: // STATE 373
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1853: // STATE 373
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1854: // STATE 472
		;
		jc = trpt->bup.ovals[6];
		now.pp[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 7);
		goto R999;

	case 1855: // STATE 472
		;
		jc = trpt->bup.ovals[9];
		now.ql[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 10);
		goto R999;

	case 1856: // STATE 404
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1858: // STATE 412
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1859: // STATE 412
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1860: // STATE 412
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1861: // STATE 421
		;
		now.cact[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1862: // STATE 423
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1864: // STATE 431
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1865: // STATE 431
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1866: // STATE 431
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1867: // STATE 442
		;
		now.ph[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P0 *)_this)->c*1)+jc), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 1868: // STATE 444
		;
		now.csv[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1869: // STATE 472
		;
		jc = trpt->bup.ovals[2];
		now.chd[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P0 *)_this)->c*1)+jc)/1)*2)+now.chd[ Index((((((P0 *)_this)->c*1)+jc)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 1870: // STATE 472
		;
		jc = trpt->bup.oval;
		;
		goto R999;

	case 1871: // STATE 472
		;
		jc = trpt->bup.oval;
		;
		goto R999;

	case 1872: // STATE 472
		;
		jc = trpt->bup.oval;
		;
		goto R999;

	case 1873: // STATE 472
		;
		jc = trpt->bup.oval;
		;
		goto R999;

	case 1874: // STATE 472
		;
		jc = trpt->bup.oval;
		;
		goto R999;

	case 1875: // STATE 479
		;
		asap[ Index(((P0 *)_this)->c, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1876: // STATE 486
		;
		now.hbo[ Index(((P0 *)_this)->c, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1879: // STATE 492
		;
		jc = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 1882: // STATE 500
		;
		now.dl[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.prov[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.nd[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;
;
		;
		
	case 1884: // STATE 502
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1886: // STATE 510
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1887: // STATE 510
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1888: // STATE 510
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1889: // STATE 519
		;
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1890: // STATE 521
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1892: // STATE 529
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1893: // STATE 529
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1894: // STATE 529
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1895: // STATE 539
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;
;
		;
		
	case 1897: // STATE 541
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1899: // STATE 549
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1900: // STATE 549
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1901: // STATE 549
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1902: // STATE 561
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 1903: // STATE 574
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		;
		;
		
	case 1906: // STATE 581
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1908: // STATE 589
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1909: // STATE 589
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1910: // STATE 589
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1911: // STATE 600
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 1913: // STATE 602
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1915: // STATE 610
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1916: // STATE 610
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1917: // STATE 610
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1918: // STATE 622
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 1919: // STATE 635
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 1920: // STATE 641
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1922: // STATE 649
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1923: // STATE 649
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1924: // STATE 649
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1925: // STATE 660
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 1927: // STATE 662
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1929: // STATE 670
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1930: // STATE 670
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1931: // STATE 670
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1932: // STATE 682
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 1933: // STATE 695
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 1935: // STATE 703
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1936: // STATE 709
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1938: // STATE 714
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1940: // STATE 722
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1941: // STATE 722
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1942: // STATE 722
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1943: // STATE 734
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 1944: // STATE 737
		;
		now.fx[ Index(jc, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1945: // STATE 738
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1947: // STATE 746
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1948: // STATE 746
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1949: // STATE 746
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1950: // STATE 757
		;
		now.nd[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 1952: // STATE 759
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1954: // STATE 767
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1955: // STATE 767
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1956: // STATE 767
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1957: // STATE 776
		;
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 1958: // STATE 778
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1960: // STATE 786
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1961: // STATE 786
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1962: // STATE 786
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1963: // STATE 797
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 1964: // STATE 799
		;
		now.csv[ Index((jc/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 1965: // STATE 802
		;
		now.chd[ Index((jc/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((jc/1)*2)+now.chd[ Index((jc/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		
	case 1966: // STATE 804
		goto R999;
;
		
	case 1967: // STATE 808
		goto R999;
;
		
	case 1968: // STATE 812
		goto R999;

	case 1969: // STATE 816
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.na[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.pend[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;
;
		;
		
	case 1971: // STATE 818
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1973: // STATE 826
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1974: // STATE 826
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1975: // STATE 826
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1976: // STATE 838
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;
;
		;
		
	case 1978: // STATE 851
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 1980: // STATE 864
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 1982: // STATE 877
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 1983: // STATE 890
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 1984: // STATE 901
		;
		now.dl[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.nd[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 1986: // STATE 903
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1988: // STATE 911
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1989: // STATE 911
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1990: // STATE 911
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1991: // STATE 922
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 1993: // STATE 924
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 1995: // STATE 932
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 1996: // STATE 932
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1997: // STATE 932
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 1998: // STATE 944
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 1999: // STATE 957
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 2000: // STATE 963
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2002: // STATE 971
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2003: // STATE 971
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2004: // STATE 971
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2005: // STATE 982
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 2007: // STATE 984
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2009: // STATE 992
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2010: // STATE 992
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2011: // STATE 992
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2012: // STATE 1004
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 2013: // STATE 1017
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 2015: // STATE 1025
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2016: // STATE 1031
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2018: // STATE 1039
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2019: // STATE 1039
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2020: // STATE 1039
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2021: // STATE 1048
		;
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 2022: // STATE 1050
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2024: // STATE 1058
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2025: // STATE 1058
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2026: // STATE 1058
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2027: // STATE 1069
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 2028: // STATE 1071
		;
		now.csv[ Index((jc/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2029: // STATE 1074
		;
		now.chd[ Index((jc/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((jc/1)*2)+now.chd[ Index((jc/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		;
		;
		;
		;
		;
		;
		
	case 2034: // STATE 1093
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2036: // STATE 1101
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2037: // STATE 1101
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2038: // STATE 1101
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2039: // STATE 1112
		;
		now.nd[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 2041: // STATE 1114
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2043: // STATE 1122
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2044: // STATE 1122
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2045: // STATE 1122
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2046: // STATE 1131
		;
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 2047: // STATE 1133
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2049: // STATE 1141
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2050: // STATE 1141
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2051: // STATE 1141
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2052: // STATE 1152
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 2053: // STATE 1154
		;
		now.csv[ Index((jc/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2054: // STATE 1157
		;
		now.chd[ Index((jc/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((jc/1)*2)+now.chd[ Index((jc/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		
	case 2055: // STATE 1159
		goto R999;
;
		
	case 2056: // STATE 1163
		goto R999;
;
		
	case 2057: // STATE 1167
		goto R999;

	case 2058: // STATE 1171
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.na[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.pend[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;
;
		;
		
	case 2060: // STATE 1173
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2062: // STATE 1181
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2063: // STATE 1181
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2064: // STATE 1181
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2065: // STATE 1193
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;
;
		;
		
	case 2067: // STATE 1206
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 2069: // STATE 1219
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 2071: // STATE 1232
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 2072: // STATE 1245
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 2073: // STATE 1259
		;
		jn = trpt->bup.ovals[4];
		ours = trpt->bup.ovals[3];
		jcnt = trpt->bup.ovals[2];
		jsec = trpt->bup.ovals[1];
		jbest = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 2075: // STATE 1262
		;
		jcnt = trpt->bup.oval;
		;
		goto R999;

	case 2076: // STATE 1279
		;
		jn = trpt->bup.ovals[2];
		jbest = trpt->bup.ovals[1];
		jsec = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 2077: // STATE 1279
		;
		jn = trpt->bup.ovals[1];
		jsec = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2078: // STATE 1279
		;
		jn = trpt->bup.oval;
		;
		goto R999;

	case 2079: // STATE 1279
		;
		jn = trpt->bup.oval;
		;
		goto R999;

	case 2080: // STATE 1279
		;
		jn = trpt->bup.oval;
		;
		goto R999;

	case 2081: // STATE 1287
		;
		jn = trpt->bup.ovals[1];
		jcnt = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 2083: // STATE 1295
		;
		jn = trpt->bup.ovals[1];
		jcnt = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2084: // STATE 1295
		;
		jn = trpt->bup.oval;
		;
		goto R999;

	case 2085: // STATE 1295
		;
		jn = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2088: // STATE 1303
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2090: // STATE 1311
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2091: // STATE 1311
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2092: // STATE 1311
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2093: // STATE 1322
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 2095: // STATE 1324
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2097: // STATE 1332
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2098: // STATE 1332
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2099: // STATE 1332
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2100: // STATE 1344
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 2101: // STATE 1357
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 2102: // STATE 1363
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2104: // STATE 1371
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2105: // STATE 1371
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2106: // STATE 1371
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2107: // STATE 1382
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 2109: // STATE 1384
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2111: // STATE 1392
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2112: // STATE 1392
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2113: // STATE 1392
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2114: // STATE 1404
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 2115: // STATE 1417
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 2117: // STATE 1425
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2118: // STATE 1431
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2121: // STATE 1436
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2123: // STATE 1444
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2124: // STATE 1444
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2125: // STATE 1444
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2126: // STATE 1455
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 2128: // STATE 1457
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2130: // STATE 1465
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2131: // STATE 1465
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2132: // STATE 1465
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2133: // STATE 1477
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 2134: // STATE 1490
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 2135: // STATE 1496
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2137: // STATE 1504
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2138: // STATE 1504
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2139: // STATE 1504
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2140: // STATE 1515
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 2142: // STATE 1517
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2144: // STATE 1525
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2145: // STATE 1525
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2146: // STATE 1525
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2147: // STATE 1537
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 2148: // STATE 1550
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 2150: // STATE 1558
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2151: // STATE 1565
		;
		now.nx[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.ah[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2152: // STATE 1566
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2154: // STATE 1574
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2155: // STATE 1574
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2156: // STATE 1574
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2157: // STATE 1586
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.wn[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;
;
		;
		
	case 2159: // STATE 1588
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2161: // STATE 1596
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2162: // STATE 1596
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2163: // STATE 1596
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2164: // STATE 1608
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 2165: // STATE 1621
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 2167: // STATE 1632
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2169: // STATE 1640
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2170: // STATE 1640
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2171: // STATE 1640
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2172: // STATE 1652
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 2173: // STATE 1655
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2175: // STATE 1663
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2176: // STATE 1663
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2177: // STATE 1663
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2178: // STATE 1672
		;
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 2179: // STATE 1674
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2181: // STATE 1682
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2182: // STATE 1682
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2183: // STATE 1682
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2184: // STATE 1693
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 2185: // STATE 1695
		;
		now.csv[ Index((jc/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2186: // STATE 1698
		;
		now.chd[ Index((jc/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((jc/1)*2)+now.chd[ Index((jc/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		;
		;
		
	case 2189: // STATE 1715
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2191: // STATE 1723
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2192: // STATE 1723
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2193: // STATE 1723
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2194: // STATE 1735
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;
;
		;
		
	case 2196: // STATE 1738
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2198: // STATE 1746
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2199: // STATE 1746
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2200: // STATE 1746
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2201: // STATE 1755
		;
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 2202: // STATE 1757
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2204: // STATE 1765
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2205: // STATE 1765
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2206: // STATE 1765
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2207: // STATE 1776
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 2208: // STATE 1778
		;
		now.csv[ Index((jc/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2209: // STATE 1781
		;
		now.chd[ Index((jc/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((jc/1)*2)+now.chd[ Index((jc/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2210: // STATE 1793
		;
		jm = trpt->bup.ovals[1];
		jn = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 2212: // STATE 1801
		;
		jm = trpt->bup.ovals[1];
		jn = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2213: // STATE 1801
		;
		jm = trpt->bup.oval;
		;
		goto R999;

	case 2214: // STATE 1801
		;
		jm = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2216: // STATE 1808
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2218: // STATE 1816
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2219: // STATE 1816
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2220: // STATE 1816
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2221: // STATE 1825
		;
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 2222: // STATE 1827
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2224: // STATE 1835
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2225: // STATE 1835
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2226: // STATE 1835
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2227: // STATE 1846
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 2228: // STATE 1848
		;
		now.csv[ Index((jc/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2229: // STATE 1851
		;
		now.chd[ Index((jc/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((jc/1)*2)+now.chd[ Index((jc/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 2231: // STATE 1862
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2233: // STATE 1870
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2234: // STATE 1870
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2235: // STATE 1870
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2236: // STATE 1881
		;
		now.nd[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 2238: // STATE 1883
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2240: // STATE 1891
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2241: // STATE 1891
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2242: // STATE 1891
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2243: // STATE 1900
		;
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 2244: // STATE 1902
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2246: // STATE 1910
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2247: // STATE 1910
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2248: // STATE 1910
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2249: // STATE 1921
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 2250: // STATE 1923
		;
		now.csv[ Index((jc/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2251: // STATE 1926
		;
		now.chd[ Index((jc/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((jc/1)*2)+now.chd[ Index((jc/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		
	case 2252: // STATE 1928
		goto R999;
;
		
	case 2253: // STATE 1932
		goto R999;
;
		
	case 2254: // STATE 1936
		goto R999;

	case 2255: // STATE 1940
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.na[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.pend[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;
;
		;
		
	case 2257: // STATE 1942
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2259: // STATE 1950
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2260: // STATE 1950
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2261: // STATE 1950
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2262: // STATE 1962
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;
;
		;
		
	case 2264: // STATE 1975
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 2266: // STATE 1988
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 2268: // STATE 2001
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 2269: // STATE 2014
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 2270: // STATE 2024
		;
		now.nd[ Index(jc, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2271: // STATE 2025
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2273: // STATE 2033
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2274: // STATE 2033
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2275: // STATE 2033
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2276: // STATE 2042
		;
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 2277: // STATE 2044
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2279: // STATE 2052
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2280: // STATE 2052
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2281: // STATE 2052
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2282: // STATE 2062
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;
;
		;
		
	case 2284: // STATE 2064
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2286: // STATE 2072
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2287: // STATE 2072
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2288: // STATE 2072
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2289: // STATE 2084
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 2290: // STATE 2097
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 2291: // STATE 2104
		;
		now.dl[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.nd[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2292: // STATE 2105
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2294: // STATE 2113
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2295: // STATE 2113
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2296: // STATE 2113
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2297: // STATE 2124
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		;
		;
		
	case 2300: // STATE 2127
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2302: // STATE 2135
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2303: // STATE 2135
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2304: // STATE 2135
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2305: // STATE 2146
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 2307: // STATE 2148
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2309: // STATE 2156
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2310: // STATE 2156
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2311: // STATE 2156
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2312: // STATE 2168
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 2313: // STATE 2181
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 2314: // STATE 2187
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2316: // STATE 2195
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2317: // STATE 2195
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2318: // STATE 2195
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2319: // STATE 2206
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 2321: // STATE 2208
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2323: // STATE 2216
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2324: // STATE 2216
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2325: // STATE 2216
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2326: // STATE 2228
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 2327: // STATE 2241
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 2329: // STATE 2249
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2331: // STATE 2256
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2333: // STATE 2264
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2334: // STATE 2264
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2335: // STATE 2264
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2336: // STATE 2276
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;
;
		;
		
	case 2338: // STATE 2289
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 2339: // STATE 2303
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		;
		;
		;
		;
		;
		;
		;
		;
		;
		;
		
	case 2346: // STATE 2325
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2348: // STATE 2333
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2349: // STATE 2333
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2350: // STATE 2333
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2351: // STATE 2344
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 2353: // STATE 2346
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2355: // STATE 2354
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2356: // STATE 2354
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2357: // STATE 2354
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2358: // STATE 2366
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;
;
		;
		
	case 2360: // STATE 2380
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 2361: // STATE 2393
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 2363: // STATE 2402
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2365: // STATE 2410
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2366: // STATE 2410
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2367: // STATE 2410
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2368: // STATE 2419
		;
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;
;
		;
		
	case 2370: // STATE 2422
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2372: // STATE 2430
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2373: // STATE 2430
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2374: // STATE 2430
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2375: // STATE 2441
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 2377: // STATE 2443
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2379: // STATE 2451
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2380: // STATE 2451
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2381: // STATE 2451
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2382: // STATE 2463
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 2383: // STATE 2476
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 2384: // STATE 2482
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2386: // STATE 2490
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2387: // STATE 2490
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2388: // STATE 2490
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2389: // STATE 2501
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 2391: // STATE 2503
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2393: // STATE 2511
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2394: // STATE 2511
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2395: // STATE 2511
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2396: // STATE 2523
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 2397: // STATE 2536
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 2399: // STATE 2544
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2400: // STATE 2552
		;
		now.nx[ Index(jc, 2) ] = trpt->bup.ovals[2];
		jn = trpt->bup.ovals[1];
		now.ah[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 2401: // STATE 2553
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2403: // STATE 2561
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2404: // STATE 2561
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2405: // STATE 2561
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2406: // STATE 2573
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.wn[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;
;
		;
		
	case 2408: // STATE 2575
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2410: // STATE 2583
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2411: // STATE 2583
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2412: // STATE 2583
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2413: // STATE 2595
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 2414: // STATE 2608
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 2415: // STATE 2614
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2417: // STATE 2622
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2418: // STATE 2622
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2419: // STATE 2622
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2420: // STATE 2633
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 2422: // STATE 2635
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2424: // STATE 2643
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2425: // STATE 2643
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2426: // STATE 2643
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2427: // STATE 2655
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;
;
		;
		
	case 2429: // STATE 2669
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 2430: // STATE 2682
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 2432: // STATE 2695
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2434: // STATE 2703
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2435: // STATE 2703
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2436: // STATE 2703
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2437: // STATE 2715
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 2438: // STATE 2718
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2440: // STATE 2726
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2441: // STATE 2726
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2442: // STATE 2726
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2443: // STATE 2735
		;
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 2444: // STATE 2737
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2446: // STATE 2745
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2447: // STATE 2745
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2448: // STATE 2745
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2449: // STATE 2756
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 2450: // STATE 2758
		;
		now.csv[ Index((jc/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2451: // STATE 2761
		;
		now.chd[ Index((jc/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((jc/1)*2)+now.chd[ Index((jc/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 2453: // STATE 2777
		;
		now.ows[ Index(jc, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2455: // STATE 2782
		;
		now.ook[ Index(jc, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2458: // STATE 2788
		;
		now.csv[ Index((jc/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2459: // STATE 2800
		;
		now.lost[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.chd[ Index((jc/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((jc/1)*2)+now.chd[ Index((jc/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 2460: // STATE 2800
		;
		now.lost[ Index(jc, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2461: // STATE 2800
		;
		now.lost[ Index(jc, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2462: // STATE 2800
		;
		now.lost[ Index(jc, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2465: // STATE 2804
		;
		now.rel[ Index(jc, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2466: // STATE 2806
		;
		now.canc[ Index(jc, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		;
		;
		;
		
	case 2471: // STATE 2815
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2473: // STATE 2823
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2474: // STATE 2823
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2475: // STATE 2823
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2476: // STATE 2832
		;
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 2477: // STATE 2834
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2479: // STATE 2842
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2480: // STATE 2842
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2481: // STATE 2842
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2482: // STATE 2853
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 2483: // STATE 2855
		;
		now.csv[ Index((jc/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2484: // STATE 2858
		;
		now.chd[ Index((jc/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((jc/1)*2)+now.chd[ Index((jc/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2485: // STATE 2870
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2486: // STATE 2872
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2488: // STATE 2880
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2489: // STATE 2880
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2490: // STATE 2880
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2491: // STATE 2889
		;
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 2492: // STATE 2891
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2494: // STATE 2899
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2495: // STATE 2899
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2496: // STATE 2899
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2497: // STATE 2910
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 2498: // STATE 2912
		;
		now.csv[ Index((jc/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2499: // STATE 2915
		;
		now.chd[ Index((jc/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((jc/1)*2)+now.chd[ Index((jc/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 2501: // STATE 2931
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2503: // STATE 2939
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2504: // STATE 2939
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2505: // STATE 2939
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2506: // STATE 2948
		;
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 2507: // STATE 2950
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2509: // STATE 2958
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2510: // STATE 2958
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2511: // STATE 2958
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2512: // STATE 2968
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;
;
		;
		
	case 2514: // STATE 2970
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2516: // STATE 2978
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2517: // STATE 2978
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2518: // STATE 2978
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2519: // STATE 2990
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 2520: // STATE 3003
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 2521: // STATE 3009
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2523: // STATE 3017
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2524: // STATE 3017
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2525: // STATE 3017
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2526: // STATE 3026
		;
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 2527: // STATE 3028
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2529: // STATE 3036
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2530: // STATE 3036
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2531: // STATE 3036
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2532: // STATE 3047
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 2533: // STATE 3049
		;
		now.csv[ Index((jc/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2534: // STATE 3052
		;
		now.chd[ Index((jc/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((jc/1)*2)+now.chd[ Index((jc/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2535: // STATE 3072
		;
		now.rel[ Index(jc, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2537: // STATE 3074
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2539: // STATE 3082
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2540: // STATE 3082
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2541: // STATE 3082
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2542: // STATE 3091
		;
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 2543: // STATE 3093
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2545: // STATE 3101
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2546: // STATE 3101
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2547: // STATE 3101
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2548: // STATE 3111
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;
;
		;
		
	case 2550: // STATE 3113
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2552: // STATE 3121
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2553: // STATE 3121
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2554: // STATE 3121
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2555: // STATE 3133
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 2556: // STATE 3146
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 2557: // STATE 3152
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2559: // STATE 3160
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2560: // STATE 3160
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2561: // STATE 3160
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2562: // STATE 3169
		;
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 2563: // STATE 3171
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2565: // STATE 3179
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2566: // STATE 3179
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2567: // STATE 3179
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2568: // STATE 3190
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 2569: // STATE 3192
		;
		now.csv[ Index((jc/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2570: // STATE 3195
		;
		now.chd[ Index((jc/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((jc/1)*2)+now.chd[ Index((jc/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		;
		;
		
	case 2573: // STATE 3221
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2575: // STATE 3229
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2576: // STATE 3229
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2577: // STATE 3229
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2578: // STATE 3241
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 2579: // STATE 3244
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2581: // STATE 3252
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2582: // STATE 3252
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2583: // STATE 3252
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2584: // STATE 3261
		;
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 2585: // STATE 3263
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2587: // STATE 3271
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2588: // STATE 3271
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2589: // STATE 3271
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2590: // STATE 3282
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 2591: // STATE 3284
		;
		now.csv[ Index((jc/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2592: // STATE 3287
		;
		now.chd[ Index((jc/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((jc/1)*2)+now.chd[ Index((jc/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 2594: // STATE 3303
		;
		now.prov[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.dl[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2595: // STATE 3306
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2597: // STATE 3309
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2599: // STATE 3317
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2600: // STATE 3317
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2601: // STATE 3317
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2602: // STATE 3328
		;
		now.nd[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 2604: // STATE 3330
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2606: // STATE 3338
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2607: // STATE 3338
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2608: // STATE 3338
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2609: // STATE 3347
		;
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 2610: // STATE 3349
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2612: // STATE 3357
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2613: // STATE 3357
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2614: // STATE 3357
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2615: // STATE 3368
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 2616: // STATE 3370
		;
		now.csv[ Index((jc/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2617: // STATE 3373
		;
		now.chd[ Index((jc/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((jc/1)*2)+now.chd[ Index((jc/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		
	case 2618: // STATE 3375
		goto R999;
;
		
	case 2619: // STATE 3379
		goto R999;
;
		
	case 2620: // STATE 3383
		goto R999;

	case 2621: // STATE 3387
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.na[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.pend[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;
;
		;
		
	case 2623: // STATE 3389
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2625: // STATE 3397
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2626: // STATE 3397
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2627: // STATE 3397
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2628: // STATE 3409
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;
;
		;
		
	case 2630: // STATE 3422
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 2632: // STATE 3435
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 2634: // STATE 3448
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 2635: // STATE 3461
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 2637: // STATE 3471
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2639: // STATE 3479
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2640: // STATE 3479
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2641: // STATE 3479
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2642: // STATE 3491
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 2643: // STATE 3494
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2645: // STATE 3502
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2646: // STATE 3502
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2647: // STATE 3502
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2648: // STATE 3511
		;
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 2649: // STATE 3513
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2651: // STATE 3521
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2652: // STATE 3521
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2653: // STATE 3521
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2654: // STATE 3532
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 2655: // STATE 3534
		;
		now.csv[ Index((jc/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2656: // STATE 3537
		;
		now.chd[ Index((jc/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((jc/1)*2)+now.chd[ Index((jc/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		;
		;
		;
		;
		
	case 2660: // STATE 3553
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2662: // STATE 3561
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2663: // STATE 3561
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2664: // STATE 3561
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2665: // STATE 3572
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 2667: // STATE 3574
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2669: // STATE 3582
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2670: // STATE 3582
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2671: // STATE 3582
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2672: // STATE 3594
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;
;
		;
		
	case 2674: // STATE 3608
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 2675: // STATE 3621
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 2677: // STATE 3630
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2679: // STATE 3638
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2680: // STATE 3638
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2681: // STATE 3638
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2682: // STATE 3647
		;
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;
;
		;
		
	case 2684: // STATE 3650
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2686: // STATE 3658
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2687: // STATE 3658
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2688: // STATE 3658
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2689: // STATE 3669
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 2691: // STATE 3671
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2693: // STATE 3679
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2694: // STATE 3679
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2695: // STATE 3679
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2696: // STATE 3691
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 2697: // STATE 3704
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 2698: // STATE 3710
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2700: // STATE 3718
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2701: // STATE 3718
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2702: // STATE 3718
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2703: // STATE 3729
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 2705: // STATE 3731
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2707: // STATE 3739
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2708: // STATE 3739
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2709: // STATE 3739
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2710: // STATE 3751
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 2711: // STATE 3764
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 2713: // STATE 3772
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2714: // STATE 3780
		;
		now.nx[ Index(jc, 2) ] = trpt->bup.ovals[2];
		jn = trpt->bup.ovals[1];
		now.ah[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 2715: // STATE 3781
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2717: // STATE 3789
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2718: // STATE 3789
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2719: // STATE 3789
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2720: // STATE 3801
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.wn[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;
;
		;
		
	case 2722: // STATE 3803
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2724: // STATE 3811
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2725: // STATE 3811
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2726: // STATE 3811
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2727: // STATE 3823
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 2728: // STATE 3836
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 2729: // STATE 3842
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2731: // STATE 3850
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2732: // STATE 3850
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2733: // STATE 3850
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2734: // STATE 3861
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 2736: // STATE 3863
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2738: // STATE 3871
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2739: // STATE 3871
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2740: // STATE 3871
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2741: // STATE 3883
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;
;
		;
		
	case 2743: // STATE 3897
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 2744: // STATE 3910
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		;
		;
		
	case 2747: // STATE 3928
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2749: // STATE 3936
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2750: // STATE 3936
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2751: // STATE 3936
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2752: // STATE 3947
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 2754: // STATE 3949
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2756: // STATE 3957
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2757: // STATE 3957
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2758: // STATE 3957
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2759: // STATE 3969
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;
;
		;
		
	case 2761: // STATE 3983
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 2762: // STATE 3996
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 2764: // STATE 4008
		;
		now.ook[ Index(jc, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		;
		
	case 2768: // STATE 4017
		;
		now.csv[ Index((jc/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2769: // STATE 4029
		;
		now.lost[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.chd[ Index((jc/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((jc/1)*2)+now.chd[ Index((jc/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 2770: // STATE 4029
		;
		now.lost[ Index(jc, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2771: // STATE 4029
		;
		now.lost[ Index(jc, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2772: // STATE 4029
		;
		now.lost[ Index(jc, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 2775: // STATE 4033
		;
		now.rel[ Index(jc, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2776: // STATE 4035
		;
		now.canc[ Index(jc, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		;
		;
		;
		
	case 2781: // STATE 4044
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2783: // STATE 4052
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2784: // STATE 4052
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2785: // STATE 4052
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2786: // STATE 4061
		;
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 2787: // STATE 4063
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2789: // STATE 4071
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2790: // STATE 4071
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2791: // STATE 4071
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2792: // STATE 4082
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 2793: // STATE 4084
		;
		now.csv[ Index((jc/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2794: // STATE 4087
		;
		now.chd[ Index((jc/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((jc/1)*2)+now.chd[ Index((jc/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2795: // STATE 4099
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2796: // STATE 4101
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2798: // STATE 4109
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2799: // STATE 4109
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2800: // STATE 4109
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2801: // STATE 4118
		;
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 2802: // STATE 4120
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2804: // STATE 4128
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2805: // STATE 4128
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2806: // STATE 4128
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2807: // STATE 4139
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 2808: // STATE 4141
		;
		now.csv[ Index((jc/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2809: // STATE 4144
		;
		now.chd[ Index((jc/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((jc/1)*2)+now.chd[ Index((jc/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 2811: // STATE 4160
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2813: // STATE 4168
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2814: // STATE 4168
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2815: // STATE 4168
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2816: // STATE 4177
		;
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 2817: // STATE 4179
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2819: // STATE 4187
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2820: // STATE 4187
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2821: // STATE 4187
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2822: // STATE 4197
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;
;
		;
		
	case 2824: // STATE 4199
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2826: // STATE 4207
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2827: // STATE 4207
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2828: // STATE 4207
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2829: // STATE 4219
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 2830: // STATE 4232
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 2831: // STATE 4238
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2833: // STATE 4246
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2834: // STATE 4246
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2835: // STATE 4246
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2836: // STATE 4255
		;
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 2837: // STATE 4257
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2839: // STATE 4265
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2840: // STATE 4265
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2841: // STATE 4265
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2842: // STATE 4276
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 2843: // STATE 4278
		;
		now.csv[ Index((jc/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2844: // STATE 4281
		;
		now.chd[ Index((jc/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((jc/1)*2)+now.chd[ Index((jc/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2845: // STATE 4301
		;
		now.rel[ Index(jc, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2847: // STATE 4303
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2849: // STATE 4311
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2850: // STATE 4311
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2851: // STATE 4311
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2852: // STATE 4320
		;
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 2853: // STATE 4322
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2855: // STATE 4330
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2856: // STATE 4330
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2857: // STATE 4330
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2858: // STATE 4340
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;
;
		;
		
	case 2860: // STATE 4342
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2862: // STATE 4350
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2863: // STATE 4350
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2864: // STATE 4350
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2865: // STATE 4362
		;
		now.pp[ Index(jc, 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 2866: // STATE 4375
		;
		now.ql[ Index((jc/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(now.ql[ Index((jc/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 2867: // STATE 4381
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2869: // STATE 4389
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2870: // STATE 4389
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2871: // STATE 4389
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2872: // STATE 4398
		;
		now.cact[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 2873: // STATE 4400
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2875: // STATE 4408
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((jc/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2876: // STATE 4408
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2877: // STATE 4408
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2878: // STATE 4419
		;
		now.ph[ Index(jc, 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(jc, 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(jc, 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(jc, 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(jc, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 2879: // STATE 4421
		;
		now.csv[ Index((jc/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2880: // STATE 4424
		;
		now.chd[ Index((jc/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((jc/1)*2)+now.chd[ Index((jc/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2881: // STATE 4455
		;
		jj = trpt->bup.oval;
		;
		goto R999;

	case 2882: // STATE 4465
		;
		jj = trpt->bup.ovals[8];
		now.Q[ Index(((P0 *)_this)->c, 2) ].e[ Index(jj, 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(((P0 *)_this)->c, 2) ].e[ Index(jj, 7) ].st = trpt->bup.ovals[6];
		now.Q[ Index(((P0 *)_this)->c, 2) ].e[ Index(jj, 7) ].res = trpt->bup.ovals[5];
		now.Q[ Index(((P0 *)_this)->c, 2) ].e[ Index(jj, 7) ].rc = trpt->bup.ovals[4];
		now.Q[ Index(((P0 *)_this)->c, 2) ].e[ Index(jj, 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(((P0 *)_this)->c, 2) ].e[ Index(jj, 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(((P0 *)_this)->c, 2) ].e[ Index(jj, 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(((P0 *)_this)->c, 2) ].e[ Index(jj, 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 2883: // STATE 4481
		;
		now.qp[ Index(((P0 *)_this)->c, 2) ] = trpt->bup.ovals[9];
		now.Q[ Index(((P0 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P0 *)_this)->c, 2) ], 7) ].zx = trpt->bup.ovals[8];
		now.Q[ Index(((P0 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P0 *)_this)->c, 2) ], 7) ].st = trpt->bup.ovals[7];
		now.Q[ Index(((P0 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P0 *)_this)->c, 2) ], 7) ].res = trpt->bup.ovals[6];
		now.Q[ Index(((P0 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P0 *)_this)->c, 2) ], 7) ].rc = trpt->bup.ovals[5];
		now.Q[ Index(((P0 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P0 *)_this)->c, 2) ], 7) ].r2 = trpt->bup.ovals[4];
		now.Q[ Index(((P0 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P0 *)_this)->c, 2) ], 7) ].a = trpt->bup.ovals[3];
		now.Q[ Index(((P0 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P0 *)_this)->c, 2) ], 7) ].k = trpt->bup.ovals[2];
		now.Q[ Index(((P0 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P0 *)_this)->c, 2) ], 7) ].ty = trpt->bup.ovals[1];
		now.ql[ Index(((P0 *)_this)->c, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 10);
		goto R999;
;
		;
		;
		;
		
	case 2886: // STATE 4488
		;
		now.cq0[ Index(((P0 *)_this)->c, 2) ] = trpt->bup.ovals[1];
		now.mst[ Index(((((P0 *)_this)->c*2)+now.cq0[ Index(((P0 *)_this)->c, 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2887: // STATE 4495
		;
		now.cq1[ Index(((P0 *)_this)->c, 2) ] = trpt->bup.ovals[1];
		now.mst[ Index(((((P0 *)_this)->c*2)+now.cq1[ Index(((P0 *)_this)->c, 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2888: // STATE 4501
		;
		now.csv[ Index(((P0 *)_this)->c, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2889: // STATE 4503
		;
		now.rel[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2890: // STATE 4505
		;
		now.canc[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		;
		;
		;
		
	case 2895: // STATE 4514
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2897: // STATE 4522
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2898: // STATE 4522
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2899: // STATE 4522
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2900: // STATE 4531
		;
		now.cact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 2901: // STATE 4533
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2903: // STATE 4541
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2904: // STATE 4541
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2905: // STATE 4541
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2906: // STATE 4552
		;
		now.ph[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 2907: // STATE 4554
		;
		now.csv[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2908: // STATE 4557
		;
		now.chd[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P0 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2909: // STATE 4569
		;
		now.pp[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2910: // STATE 4571
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2912: // STATE 4579
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2913: // STATE 4579
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2914: // STATE 4579
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2915: // STATE 4588
		;
		now.cact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 2916: // STATE 4590
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2918: // STATE 4598
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2919: // STATE 4598
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2920: // STATE 4598
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2921: // STATE 4609
		;
		now.ph[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 2922: // STATE 4611
		;
		now.csv[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2923: // STATE 4614
		;
		now.chd[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P0 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 2925: // STATE 4630
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2927: // STATE 4638
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2928: // STATE 4638
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2929: // STATE 4638
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2930: // STATE 4647
		;
		now.cact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 2931: // STATE 4649
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2933: // STATE 4657
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2934: // STATE 4657
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2935: // STATE 4657
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2936: // STATE 4667
		;
		now.ph[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;
;
		;
		
	case 2938: // STATE 4669
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2940: // STATE 4677
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2941: // STATE 4677
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2942: // STATE 4677
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2943: // STATE 4689
		;
		now.pp[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 2944: // STATE 4702
		;
		now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 2945: // STATE 4708
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2947: // STATE 4716
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2948: // STATE 4716
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2949: // STATE 4716
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2950: // STATE 4725
		;
		now.cact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 2951: // STATE 4727
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2953: // STATE 4735
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2954: // STATE 4735
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2955: // STATE 4735
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2956: // STATE 4746
		;
		now.ph[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 2957: // STATE 4748
		;
		now.csv[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2958: // STATE 4751
		;
		now.chd[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P0 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 2960: // STATE 4772
		;
		now.csv[ Index(((P0 *)_this)->c, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2961: // STATE 4774
		;
		now.rel[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2962: // STATE 4776
		;
		now.canc[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		;
		;
		;
		;
		
	case 2967: // STATE 4785
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2969: // STATE 4793
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2970: // STATE 4793
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2971: // STATE 4793
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2972: // STATE 4802
		;
		now.cact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 2973: // STATE 4804
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2975: // STATE 4812
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2976: // STATE 4812
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2977: // STATE 4812
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2978: // STATE 4823
		;
		now.ph[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 2979: // STATE 4825
		;
		now.csv[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2980: // STATE 4828
		;
		now.chd[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P0 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2981: // STATE 4840
		;
		now.pp[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2982: // STATE 4842
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2984: // STATE 4850
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2985: // STATE 4850
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2986: // STATE 4850
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2987: // STATE 4859
		;
		now.cact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 2988: // STATE 4861
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2990: // STATE 4869
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 2991: // STATE 4869
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2992: // STATE 4869
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 2993: // STATE 4880
		;
		now.ph[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 2994: // STATE 4882
		;
		now.csv[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 2995: // STATE 4885
		;
		now.chd[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P0 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 2997: // STATE 4901
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 2999: // STATE 4909
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3000: // STATE 4909
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 3001: // STATE 4909
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 3002: // STATE 4918
		;
		now.cact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3003: // STATE 4920
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3005: // STATE 4928
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3006: // STATE 4928
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 3007: // STATE 4928
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 3008: // STATE 4938
		;
		now.ph[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;
;
		;
		
	case 3010: // STATE 4940
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3012: // STATE 4948
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3013: // STATE 4948
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 3014: // STATE 4948
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 3015: // STATE 4960
		;
		now.pp[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 3016: // STATE 4973
		;
		now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 3017: // STATE 4979
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3019: // STATE 4987
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3020: // STATE 4987
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 3021: // STATE 4987
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 3022: // STATE 4996
		;
		now.cact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3023: // STATE 4998
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3025: // STATE 5006
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3026: // STATE 5006
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 3027: // STATE 5006
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 3028: // STATE 5017
		;
		now.ph[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 3029: // STATE 5019
		;
		now.csv[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 3030: // STATE 5022
		;
		now.chd[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P0 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		;
		;
		
	case 3033: // STATE 5056
		;
		now.cgr[ Index(((P0 *)_this)->c, 2) ] = trpt->bup.ovals[13];
		now.csv[ Index(((P0 *)_this)->c, 2) ] = trpt->bup.ovals[12];
		now.prov[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[11];
		now.ows[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[10];
		now.ook[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[9];
		now.dl[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[8];
		now.fx[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[7];
		now.nx[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[6];
		now.ah[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[5];
		now.nd[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.canc[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.rel[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.lost[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.ph[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 14);
		goto R999;

	case 3034: // STATE 5057
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3036: // STATE 5065
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3037: // STATE 5065
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 3038: // STATE 5065
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 3039: // STATE 5076
		;
		now.nd[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;
;
		;
		
	case 3041: // STATE 5078
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3043: // STATE 5086
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3044: // STATE 5086
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 3045: // STATE 5086
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 3046: // STATE 5095
		;
		now.cact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 3047: // STATE 5097
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3049: // STATE 5105
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].res = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3050: // STATE 5105
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 3051: // STATE 5105
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 3052: // STATE 5116
		;
		now.ph[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.ows[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.ook[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.oact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.oreg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 3053: // STATE 5118
		;
		now.csv[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 3054: // STATE 5121
		;
		now.chd[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[1];
		now.mst[ Index((((((((P0 *)_this)->c*1)+0)/1)*2)+now.chd[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		
	case 3055: // STATE 5123
		goto R999;
;
		
	case 3056: // STATE 5127
		goto R999;
;
		
	case 3057: // STATE 5131
		goto R999;

	case 3058: // STATE 5135
		;
		now.ph[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.na[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.pend[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;
;
		;
		
	case 3060: // STATE 5137
		;
		jq = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 3062: // STATE 5145
		;
		jq = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(jq, 7) ].k = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 3063: // STATE 5145
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 3064: // STATE 5145
		;
		jq = trpt->bup.oval;
		;
		goto R999;

	case 3065: // STATE 5157
		;
		now.pp[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[5];
		now.ph[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[4];
		now.cact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[3];
		now.creg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[2];
		now.wact[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[1];
		now.wreg[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;
;
		;
		
	case 3067: // STATE 5170
		;
		now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 3069: // STATE 5183
		;
		now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		;
		
	case 3071: // STATE 5196
		;
		now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 3072: // STATE 5209
		;
		now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ] = trpt->bup.ovals[8];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ].e[ Index(now.ql[ Index((((((P0 *)_this)->c*1)+0)/1), 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 3073: // STATE 5226
		;
		now.cq0[ Index(((P0 *)_this)->c, 2) ] = trpt->bup.ovals[2];
		now.mst[ Index(((((P0 *)_this)->c*2)+now.cq0[ Index(((P0 *)_this)->c, 2) ]), 4) ] = trpt->bup.ovals[1];
		now.csv[ Index(((P0 *)_this)->c, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 3074: // STATE 5229
		;
		now.cq1[ Index(((P0 *)_this)->c, 2) ] = trpt->bup.ovals[1];
		now.mst[ Index(((((P0 *)_this)->c*2)+now.cq1[ Index(((P0 *)_this)->c, 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 3076: // STATE 5242
		;
		now.cgr[ Index(((P0 *)_this)->c, 2) ] = trpt->bup.ovals[4];
		now.cq1[ Index(((P0 *)_this)->c, 2) ] = trpt->bup.ovals[3];
		now.cq0[ Index(((P0 *)_this)->c, 2) ] = trpt->bup.ovals[2];
		now.chd[ Index(((P0 *)_this)->c, 2) ] = trpt->bup.ovals[1];
		now.mst[ Index(((((P0 *)_this)->c*2)+now.cq0[ Index(((P0 *)_this)->c, 2) ]), 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 3077: // STATE 5252
		;
		now.ows[ Index(((((P0 *)_this)->c*1)+0), 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 3078: // STATE 5263
		;
		now.ql[ Index(((P0 *)_this)->c, 2) ] = trpt->bup.ovals[8];
		now.Q[ Index(((P0 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P0 *)_this)->c, 2) ], 7) ].zx = trpt->bup.ovals[7];
		now.Q[ Index(((P0 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P0 *)_this)->c, 2) ], 7) ].rc = trpt->bup.ovals[6];
		now.Q[ Index(((P0 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P0 *)_this)->c, 2) ], 7) ].st = trpt->bup.ovals[5];
		now.Q[ Index(((P0 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P0 *)_this)->c, 2) ], 7) ].res = trpt->bup.ovals[4];
		now.Q[ Index(((P0 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P0 *)_this)->c, 2) ], 7) ].r2 = trpt->bup.ovals[3];
		now.Q[ Index(((P0 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P0 *)_this)->c, 2) ], 7) ].a = trpt->bup.ovals[2];
		now.Q[ Index(((P0 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P0 *)_this)->c, 2) ], 7) ].k = trpt->bup.ovals[1];
		now.Q[ Index(((P0 *)_this)->c, 2) ].e[ Index(now.ql[ Index(((P0 *)_this)->c, 2) ], 7) ].ty = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;
;
		
	case 3079: // STATE 5268
		goto R999;
;
		
	case 3080: // STATE 5266
		goto R999;

	case 3081: // STATE 5274
		;
		p_restor(II);
		;
		;
		goto R999;
	}

