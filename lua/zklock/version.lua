-- zklock.version -- the release number, in one place: the rockspec `make dist` writes, the
-- CHANGELOG check and zklock._VERSION all read it from here.
return "0.1.0"
