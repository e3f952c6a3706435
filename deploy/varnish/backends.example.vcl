# The Vitrine instances behind the edge. Save as vitrine-backends.vcl on Varnish's vcl_path
# (/etc/varnish) beside vitrine.vcl, with one backend per instance, each added below.
#
# .host_header is the Host every shared answer is fetched with (a client's own Host never reaches
# the origin on those): the site's public host name.

backend instance_1 {
  .host = "127.0.0.1";
  .port = "3000";
  .host_header = "shop.example.com";
  .probe = vitrine_ready;
  .connect_timeout = 1s;
  .first_byte_timeout = 60s;
  .between_bytes_timeout = 60s;
}

# backend instance_2 {
#   .host = "10.0.0.12";
#   .port = "3000";
#   .host_header = "shop.example.com";
#   .probe = vitrine_ready;
#   .connect_timeout = 1s;
#   .first_byte_timeout = 60s;
#   .between_bytes_timeout = 60s;
# }

sub vitrine_add_backends {
  vitrine_instances.add_backend(instance_1);
  # vitrine_instances.add_backend(instance_2);
}
