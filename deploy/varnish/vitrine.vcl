vcl 4.1;

# Vitrine's edge: Varnish 7 in front of one or several Vitrine instances (decision 29).
#
# Run as is. The instances are listed in `vitrine-backends.vcl`, looked up on Varnish's vcl_path
# (/etc/varnish by default): copy `backends.example.vcl` there under that name and write one
# backend per instance. Everything else is here:
#
# - What is cached and how long is the origin's word: its `CDN-Cache-Control` (RFC 9213), which
#   Varnish does not read by itself, gives the time to live (max-age), the time a stale copy may be
#   served while a fresh one is fetched (stale-while-revalidate) and the time it may stand in for
#   an origin that fails (stale-if-error). Without that field, Varnish's own reading of
#   Cache-Control applies.
# - Nothing personal is stored or served to anyone else: requests with credentials or cookies,
#   every method but GET and HEAD, the admin, the pages and calls an email's link opens (confirm,
#   leave, unsubscribe, anything with a token), the certificate check (/verify, /api/certificates)
#   and every reservation path go straight to the origin; an answer that says private, no-store or
#   no-cache, or sets a cookie, is never kept.
# - A cached answer is a function of what it is keyed on, and nothing else: the path, the query
#   parameters the site reads (sorted), and one of three encodings. The origin is asked for exactly
#   that URL, with that encoding, under the backend's own Host and without any forwarded header, so
#   no request can make another visitor's answer differ.
# - Origin errors: a failed fetch is tried on another instance; where none answers, the last good
#   copy is served for as long as stale-if-error allows.
# - Instances are balanced round robin and health-checked on /readyz.

import std;
import directors;

# An instance takes visitors while its /readyz answers 200 (its database reachable).
probe vitrine_ready {
  .url = "/readyz";
  .expected_response = 200;
  .interval = 1s;
  .timeout = 1s;
  .window = 3;
  .threshold = 2;
  # Counted healthy from the start, so a fresh Varnish serves at once; a dead instance is
  # found out by the first failed probes (and by its failed fetches, retried elsewhere).
  .initial = 2;
}

sub vcl_init {
  new vitrine_instances = directors.round_robin();
  # Defined in vitrine-backends.vcl: adds each backend to vitrine_instances.
  call vitrine_add_backends;
}

# The instances, and vitrine_add_backends that vcl_init calls (after the director it fills).
include "vitrine-backends.vcl";

sub vcl_recv {
  if (req.restarts == 0) {
    # Our own markers, never a client's.
    unset req.http.X-Vitrine-Lookup;
    unset req.http.X-Vitrine-Fresh;
    unset req.http.X-Vitrine-Stale;
    unset req.http.X-Vitrine-Encoding;
  }
  set req.backend_hint = vitrine_instances.backend();
  if (req.http.X-Vitrine-Fresh) {
    # vcl_hit found only a copy kept to stand in for a failing origin: fetch a fresh one.
    set req.grace = 0s;
  } elsif (req.http.X-Vitrine-Stale) {
    # The fetch failed: any copy still within its stale-if-error (req.grace outlives a restart).
    set req.grace = 3650d;
  }

  if (req.method == "PRI") {
    return (synth(405));
  }
  # An absolute-form request line (`GET http://host/path`) names the same path.
  set req.url = regsub(req.url, "^(?i)https?://[^/?#]*", "");
  if (req.url !~ "^/") {
    set req.url = "/" + req.url;
  }
  # Only GET and HEAD are ever answered from the cache; every other method (form posts, the
  # admin's writes, reservations) goes to the origin and is never kept.
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # Whatever is sent with credentials or a cookie may be made for that sender alone.
  if (req.http.Authorization || req.http.Cookie) {
    return (pass);
  }
  # The admin; reservations (a colleague's numbers and holds, whatever their path); the pages and
  # calls an email's link opens, which name one person (also caught by their token below); the
  # check of a certificate's code, which names one certificate, counts wrong codes per visitor and
  # reads its `code` parameter (the normalising below would drop it); a collector's own page and
  # calls (/account), which are theirs alone, signed in or by an emailed sign-in link.
  if (req.url ~ "^/(api/)?admin(/|\?|$)" ||
      req.url ~ "(?i)^/([^?#]*/)?reserv" ||
      req.url ~ "^/(api/certificates|verify)(/|\?|$)" ||
      req.url ~ "^/(api/)?(confirm|unsubscribe|waitlist/leave)(/|\?|$)" ||
      req.url ~ "^/(api/)?account(/|\?|$)" ||
      req.url ~ "[?&]token=") {
    return (pass);
  }

  # From here on the answer may be shared: normalise everything it is keyed on.
  set req.http.X-Vitrine-Lookup = "1";
  set req.url = regsub(req.url, "#.*$", "");
  if (req.url ~ "\?") {
    # Only the parameters the site's pages read stay (contract/page-params.ts, and `piece` on the
    # contact and waitlist forms); tracking tags and junk fold into the page they decorate.
    set req.url = std.querysort(req.url);
    set req.url = regsuball(req.url, "(?<=[?&])(?!(?:piece|size|image|filter|sent)(?:=|&|$))[^&]*(?:&|$)", "");
    set req.url = regsub(req.url, "[?&]+$", "");
  }
  # The encodings the origin makes, brotli first (as the origin prefers it, whatever order the
  # browser lists them in), or none: three copies of an answer at most; `;q=0` refuses one. Part
  # of the key itself (vcl_hash): Varnish rewrites Accept-Encoding to gzip or nothing after this,
  # which would lose brotli.
  if (req.http.Accept-Encoding ~ "(?i)(^|,)\s*br\s*(;\s*q\s*=\s*(1(\.0*)?|0?\.\d*[1-9]\d*)\s*)?(,|$)") {
    set req.http.X-Vitrine-Encoding = "br";
  } elsif (req.http.Accept-Encoding ~ "(?i)(^|,)\s*gzip\s*(;\s*q\s*=\s*(1(\.0*)?|0?\.\d*[1-9]\d*)\s*)?(,|$)") {
    set req.http.X-Vitrine-Encoding = "gzip";
  } else {
    set req.http.X-Vitrine-Encoding = "identity";
  }
  # Nothing else a client sends may reach the origin on a shared answer's fetch
  # (vcl_backend_fetch removes the rest); the forwarded chain starts here.
  set req.http.X-Forwarded-For = client.ip;
  return (hash);
}

sub vcl_hash {
  # The origin's answers do not depend on Host (absolute links come from its PUBLIC_URL), so a
  # made-up Host neither reaches it (vcl_backend_fetch) nor gets an entry of its own.
  hash_data(req.url);
  hash_data(req.http.X-Vitrine-Encoding);
  return (lookup);
}

sub vcl_hit {
  if (obj.ttl >= 0s || req.http.X-Vitrine-Stale) {
    return (deliver);
  }
  # No instance is ready: the last good copy, for as long as it is kept (stale-if-error).
  if (!std.healthy(req.backend_hint)) {
    return (deliver);
  }
  # Within stale-while-revalidate: served at once while Varnish fetches a fresh copy behind it.
  if (obj.ttl + std.duration(obj.http.X-Vitrine-Swr, 0s) > 0s) {
    return (deliver);
  }
  # Older than that: kept only to stand in for a failing origin. Look again, fetching fresh.
  set req.http.X-Vitrine-Fresh = "1";
  return (restart);
}

sub vcl_backend_fetch {
  if (bereq.http.X-Vitrine-Lookup) {
    # A shared answer is made from the key alone. Varnish itself asks for gzip; we ask for the
    # encoding the key names, so brotli is kept and every variant is the origin's own.
    if (bereq.http.X-Vitrine-Encoding == "identity") {
      unset bereq.http.Accept-Encoding;
    } else {
      set bereq.http.Accept-Encoding = bereq.http.X-Vitrine-Encoding;
    }
    unset bereq.http.Host;
    unset bereq.http.Forwarded;
    unset bereq.http.X-Forwarded-Host;
    unset bereq.http.X-Forwarded-Proto;
    unset bereq.http.X-Forwarded-Port;
    unset bereq.http.X-Forwarded-Server;
    unset bereq.http.X-Forwarded-Prefix;
    unset bereq.http.X-Original-URL;
    unset bereq.http.X-Rewrite-URL;
    unset bereq.http.X-Original-Host;
    unset bereq.http.X-Host;
    unset bereq.http.X-HTTP-Method-Override;
    unset bereq.http.X-HTTP-Method;
    unset bereq.http.X-Method-Override;
    unset bereq.http.Origin;
    unset bereq.http.Referer;
    unset bereq.http.Accept-Language;
    unset bereq.http.Range;
  }
  unset bereq.http.X-Vitrine-Lookup;
  unset bereq.http.X-Vitrine-Encoding;
  unset bereq.http.X-Vitrine-Fresh;
  unset bereq.http.X-Vitrine-Stale;
  return (fetch);
}

sub vcl_backend_response {
  if (bereq.uncacheable) {
    return (deliver);
  }
  if (beresp.status >= 500) {
    # Not kept, and not even marked: a background refresh keeps the copy being served, and a
    # visitor's fetch ends in vcl_synth, which looks for the last good copy (stale-if-error).
    return (abandon);
  }
  if (beresp.http.Set-Cookie || beresp.http.Vary == "*") {
    call vitrine_not_kept;
  }

  if (beresp.http.CDN-Cache-Control) {
    # RFC 9213: the targeted field, when present, is the one to follow.
    set bereq.http.X-Vitrine-Directives = "," + regsuball(beresp.http.CDN-Cache-Control, "\s", "") + ",";
    if (bereq.http.X-Vitrine-Directives ~ "(?i),(private|no-store|no-cache)[,=]") {
      call vitrine_not_kept;
    }
    if (bereq.http.X-Vitrine-Directives !~ "(?i),max-age=\d+,") {
      call vitrine_not_kept;
    }
    set beresp.ttl = std.duration(
      regsub(bereq.http.X-Vitrine-Directives, "(?i)^.*,max-age=(\d+),.*$", "\1s"), 0s);
    set beresp.http.X-Vitrine-Swr = "0s";
    if (bereq.http.X-Vitrine-Directives ~ "(?i),stale-while-revalidate=\d+,") {
      set beresp.http.X-Vitrine-Swr =
        regsub(bereq.http.X-Vitrine-Directives, "(?i)^.*,stale-while-revalidate=(\d+),.*$", "\1s");
    }
    set beresp.grace = std.duration(beresp.http.X-Vitrine-Swr, 0s);
    if (bereq.http.X-Vitrine-Directives ~ "(?i),stale-if-error=\d+,") {
      set beresp.grace = std.duration(
        regsub(bereq.http.X-Vitrine-Directives, "(?i)^.*,stale-if-error=(\d+),.*$", "\1s"), 0s);
    }
    unset bereq.http.X-Vitrine-Directives;
  } else {
    if (beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)") {
      call vitrine_not_kept;
    }
    # Varnish's reading of Cache-Control and Expires (and its stale-while-revalidate as grace).
    set beresp.http.X-Vitrine-Swr = "" + beresp.grace + "s";
  }
  if (beresp.ttl <= 0s && beresp.grace <= 0s) {
    call vitrine_not_kept;
  }
  # Kept past its grace so a refresh can ask with If-None-Match and get a 304.
  set beresp.keep = 1h;
  return (deliver);
}

# An answer for this request only. The marker that makes later requests for the same URL skip the
# waiting line lives one second, so an error or a personal answer on a shared URL does not stop the
# next good one from being kept.
sub vitrine_not_kept {
  set beresp.ttl = 1s;
  set beresp.grace = 0s;
  set beresp.uncacheable = true;
  return (deliver);
}

sub vcl_backend_error {
  # The instance did not answer (refused, reset, timed out): another one may. Only GET and HEAD
  # are sent again: a form post might have been received.
  if ((bereq.method == "GET" || bereq.method == "HEAD") && bereq.retries < 3) {
    return (retry);
  }
  # A shared answer's fetch: as for an origin error above.
  if (!bereq.uncacheable) {
    return (abandon);
  }
  set beresp.ttl = 0s;
  set beresp.grace = 0s;
  call vitrine_unavailable;
  return (deliver);
}

sub vcl_deliver {
  if (obj.uncacheable) {
    set resp.http.X-Cache = "pass";
  } elsif (obj.hits > 0) {
    set resp.http.X-Cache = "hit";
  } else {
    set resp.http.X-Cache = "miss";
  }
  unset resp.http.X-Vitrine-Swr;
  unset resp.http.Via;
  unset resp.http.X-Varnish;
  return (deliver);
}

sub vcl_synth {
  # A shared answer's fetch failed: the last good copy if one is kept (stale-if-error).
  if (resp.status == 503 && req.http.X-Vitrine-Lookup && !req.http.X-Vitrine-Stale && req.restarts < 3) {
    unset req.http.X-Vitrine-Fresh;
    set req.http.X-Vitrine-Stale = "1";
    return (restart);
  }
  if (resp.status >= 500) {
    call vitrine_unavailable_synth;
  }
  return (deliver);
}

sub vitrine_unavailable {
  set beresp.http.Content-Type = "text/plain; charset=utf-8";
  set beresp.http.Cache-Control = "private, no-store";
  set beresp.http.Retry-After = "5";
  set beresp.body = "The site is briefly unavailable. Please try again in a minute.";
}

sub vitrine_unavailable_synth {
  set resp.http.Content-Type = "text/plain; charset=utf-8";
  set resp.http.Cache-Control = "private, no-store";
  set resp.http.Retry-After = "5";
  set resp.body = "The site is briefly unavailable. Please try again in a minute.";
}
